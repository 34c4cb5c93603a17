import { retention } from '@cg/data/privacy';

export { noticeDate, noticeVersion } from './noticeVersion';

/**
 * What the forms and the consent question need of the privacy notice without loading it
 * (content/privacy.ts): the line under each form that points to it, and the one question on advertising
 * measurement.
 */

/** The line under every lead form, and its link to the notice. */
export const collectionNotice = {
  text: 'Χρησιμοποιούμε τα στοιχεία σας μόνο για να απαντήσουμε στο αίτημά σας.',
  linkLabel: 'Πώς προστατεύουμε τα προσωπικά σας δεδομένα',
  href: '/privacy',
} as const;

/** The line under the sample form. */
export const sampleCollectionNotice = {
  ...collectionNotice,
  text: `Κρατάμε το όνομα και το email σας με το δείγμα που ζητήσατε, έως ${retention.downloadMonths} μήνες.`,
} as const;

/**
 * The one question on measurement (what brings leads: the site's own count of visits, pages and speed, and the
 * advertiser's conversion), asked in a small bar, and the privacy settings that change it (docs/decisions/034).
 */
export const consentTexts = {
  regionLabel: 'Μέτρηση επισκέψεων και διαφήμισης',
  message:
    'Μας επιτρέπετε να μετράμε τις επισκέψεις και ποιες διαφημίσεις μας φέρνουν αιτήσεις; Μετράμε σελίδες και ταχύτητα χωρίς cookies και χωρίς να σας αναγνωρίζουμε· αν υποβάλετε μια φόρμα, ενημερώνουμε τη Meta με κρυπτογραφημένα στοιχεία. Χωρίς απάντηση, δεν μετράμε τίποτα.',
  accept: 'Αποδοχή',
  reject: 'Απόρριψη',
  moreLabel: 'Περισσότερα',
  sectionHeading: 'Ρυθμίσεις απορρήτου',
  granted: 'Έχετε αποδεχτεί τη μέτρηση επισκέψεων και διαφήμισης.',
  denied: 'Έχετε απορρίψει τη μέτρηση επισκέψεων και διαφήμισης.',
  none: 'Δεν έχετε επιλέξει: δεν μετράμε και δεν στέλνουμε τίποτα.',
  withoutJavaScript: 'Η επιλογή αποθηκεύεται στη συσκευή σας με JavaScript· χωρίς αυτήν, δεν μετράμε και δεν στέλνουμε τίποτα.',
  saved: 'Η επιλογή σας αποθηκεύτηκε.',
} as const;
