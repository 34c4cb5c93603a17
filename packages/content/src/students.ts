import type { CallToActionProps, InfoCard, Stat } from '@cg/ui';
import { brand } from './brand';
import { figures } from './company';
import { groupDigitsEl } from './numbers';
import { pageVideos } from './pageVideos';
import { pageSections } from './pageSections';
import { studentsProgrammeCards } from './studentsProgrammeCards';

/** /students (spec section 2): every block's text; the sections' headings and introductions are staff's (pageSections.ts). */
export const studentsProgramme = {
  ...pageSections.students.programme,
  cards: studentsProgrammeCards.items,
};

export const studentsTests = {
  ...pageSections.students.tests,
  video: pageVideos.students,
  coupon: {
    title: 'Έχετε κουπόνι;',
    text: 'Αν το σχολείο ή ο σύμβουλός σας σάς έδωσε κουπόνι, ξεκινήστε το τεστ τώρα.',
    action: { label: 'Ξεκινήστε το τεστ', href: brand.questionnaireUrl },
  } satisfies CallToActionProps,
};

const sessionLength = '75 λεπτά';

export const studentsCounselling = {
  title: pageSections.students.counselling.title,
  intro: `Ο μαθητής παίρνει κωδικούς για τα ερωτηματολόγια ενδιαφερόντων και τα συμπληρώνει σε υπολογιστή· ακολουθεί η συνεδρία, δια ζώσης ή online. Κάθε συνεδρία διαρκεί ${sessionLength} και προσαρμόζεται στις αποφάσεις που έχει μπροστά του ο μαθητής.`,
  cards: [
    {
      badge: sessionLength,
      title: 'Γ΄ Γυμνασίου',
      text: 'Επιλογή ανάμεσα σε Γενικό και Επαγγελματικό Λύκειο, με βάση τα ενδιαφέροντα και τις δεξιότητες του μαθητή.',
    },
    {
      badge: sessionLength,
      title: 'Α΄ Λυκείου',
      text: 'Επιλογή ομάδας προσανατολισμού για τη Β΄ Λυκείου και πρώτη γνωριμία με σχολές και επαγγέλματα.',
    },
    {
      badge: sessionLength,
      title: 'Β΄ Λυκείου',
      text: 'Επιβεβαίωση της κατεύθυνσης, επιλογή επιστημονικού πεδίου και στόχοι για την επόμενη χρονιά.',
    },
    {
      badge: sessionLength,
      title: 'Γ΄ Λυκείου',
      text: 'Τελικές αποφάσεις για σχολές και σπουδές, και στρατηγική για το μηχανογραφικό δελτίο.',
      action: { label: 'Το μηχανογραφικό', href: '/mixanografika' },
    },
  ] satisfies InfoCard[],
};

export const studentsClaim = {
  title: pageSections.students.claim.title,
  intro: `Τα τεστ μας έχουν χρησιμοποιήσει πάνω από ${groupDigitsEl(figures.users)} χρήστες τα τελευταία ${figures.years} χρόνια.`,
  stats: [
    { value: figures.users, suffix: '+', label: 'Χρήστες των τεστ' },
    { value: figures.years, suffix: '+', label: 'Χρόνια εμπειρίας' },
  ] satisfies Stat[],
};
