import type { InfoCard } from '@cg/ui';
import { figures } from './company';
import { groupDigitsEl } from './numbers';
import { placeholder } from './placeholder';

/** /seminaria (spec sections 2 and 9). */
export const seminar = {
  partner: placeholder(
    'Κέντρο Επιμόρφωσης και Διά Βίου Μάθησης του Πανεπιστημίου',
    'Το πανεπιστημιακό κέντρο δια βίου μάθησης που πιστοποιεί το σεμινάριο (πλήρης επωνυμία)',
  ),
  hours: 350,
  months: 4,
  start: 'Νοέμβριος 2025',
  startsIn: 'τον Νοέμβριο του 2025',
  cycle: 11,
};

export const seminarIntro = {
  title: 'Σεμινάριο πιστοποίησης στον επαγγελματικό προσανατολισμό',
  text: `Πρόγραμμα ${seminar.hours} ωρών σε συνεργασία με το ${seminar.partner}, για εκπαιδευτικούς, ψυχολόγους και όσους θέλουν να γίνουν σύμβουλοι.`,
};

export const seminarProgramme = {
  title: 'Το πρόγραμμα',
  cards: [
    { title: 'Θεωρία', text: 'Θεωρίες επαγγελματικής ανάπτυξης, εργαλεία αξιολόγησης και δεοντολογία.' },
    { title: 'Πρακτική', text: 'Μελέτες περίπτωσης, εποπτευόμενες συνεδρίες και χρήση των τεστ.' },
    { title: 'Πιστοποίηση', text: `Εξετάσεις και πιστοποιητικό από το ${seminar.partner}.` },
  ] satisfies InfoCard[],
};

export const seminarInfo = {
  title: 'Πληροφορίες προγράμματος',
  items: [
    { term: 'Διάρκεια', detail: `${seminar.hours} ώρες, ${seminar.months} μήνες` },
    { term: 'Τρόπος', detail: 'Εξ αποστάσεως, σύγχρονα και ασύγχρονα' },
    { term: 'Τόπος', detail: 'Πανεπιστήμιο και online' },
    { term: 'Έναρξη', detail: `${seminar.start}, ${seminar.cycle}ος κύκλος` },
  ],
};

export const seminarReasons = {
  title: 'Γιατί να το παρακολουθήσετε',
  items: [
    'Πιστοποίηση από πανεπιστημιακό κέντρο',
    `Εργαλεία που χρησιμοποιούνται σε πάνω από ${groupDigitsEl(figures.users)} τεστ`,
    'Εποπτεία από έμπειρους συμβούλους',
    'Ευέλικτο πρόγραμμα για εργαζόμενους',
  ],
};

/** The FAQ, shown as an accordion and given to search engines as FAQPage data. */
export const seminarFaq = [
  {
    id: 'faq-audience',
    question: 'Σε ποιους απευθύνεται;',
    answer: 'Σε εκπαιδευτικούς, ψυχολόγους, συμβούλους και αποφοίτους που θέλουν να εργαστούν στον επαγγελματικό προσανατολισμό.',
  },
  {
    id: 'faq-method',
    question: 'Πώς γίνεται η διδασκαλία;',
    answer: 'Εξ αποστάσεως, με σύγχρονα μαθήματα και ασύγχρονο υλικό που μελετάτε όποτε σας βολεύει.',
  },
  {
    id: 'faq-benefits',
    question: 'Τι θα κερδίσω;',
    answer: `Πιστοποίηση από το ${seminar.partner}, πρακτική εμπειρία και πρόσβαση στα εργαλεία μας.`,
  },
  {
    id: 'faq-start',
    question: 'Πότε ξεκινά;',
    answer: `Ο ${seminar.cycle}ος κύκλος ξεκινά ${seminar.startsIn}, μετά από ${seminar.cycle - 1} επιτυχημένους κύκλους.`,
  },
] as const;

export const seminarCertificationNote = `Η πιστοποίηση απονέμεται από το ${seminar.partner}.`;
