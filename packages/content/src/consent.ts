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

/** The one question on advertising measurement, asked in a small bar, and the privacy settings that change it. */
export const consentTexts = {
  regionLabel: 'Μέτρηση διαφήμισης',
  message:
    'Μας επιτρέπετε να μετράμε ποιες διαφημίσεις μας φέρνουν αιτήσεις; Αν υποβάλετε μια φόρμα, θα ενημερώσουμε τη Meta με κρυπτογραφημένα στοιχεία. Χωρίς απάντηση, δεν στέλνουμε τίποτα.',
  accept: 'Αποδοχή',
  reject: 'Απόρριψη',
  moreLabel: 'Περισσότερα',
  sectionHeading: 'Ρυθμίσεις απορρήτου',
  granted: 'Έχετε αποδεχτεί τη μέτρηση διαφήμισης.',
  denied: 'Έχετε απορρίψει τη μέτρηση διαφήμισης.',
  none: 'Δεν έχετε επιλέξει: δεν στέλνουμε τίποτα.',
  withoutJavaScript: 'Η επιλογή αποθηκεύεται στη συσκευή σας με JavaScript· χωρίς αυτήν, δεν στέλνουμε τίποτα.',
  saved: 'Η επιλογή σας αποθηκεύτηκε.',
} as const;
