import type { InfoCard } from '@cg/ui';
import { figures } from './company';
import { groupDigitsEl } from './numbers';
import { seminar } from './seminar';
import { pageSections } from './pageSections';

export const seminarIntro = {
  title: pageSections.seminaria.header.title,
  text: `Πρόγραμμα ${seminar.hours} ωρών σε συνεργασία με το ${seminar.partner}, για εκπαιδευτικούς, ψυχολόγους και όσους θέλουν να γίνουν σύμβουλοι.`,
};

export const seminarProgramme = {
  title: pageSections.seminaria.programme.title,
  cards: [
    { title: 'Θεωρία', text: 'Θεωρίες επαγγελματικής ανάπτυξης, εργαλεία αξιολόγησης και δεοντολογία.' },
    { title: 'Πρακτική', text: 'Μελέτες περίπτωσης, εποπτευόμενες συνεδρίες και χρήση των τεστ.' },
    { title: 'Πιστοποίηση', text: `Εξετάσεις και πιστοποιητικό από το ${seminar.partner}.` },
  ] satisfies InfoCard[],
};

export const seminarInfo = {
  title: pageSections.seminaria.info.title,
  items: [
    { term: 'Διάρκεια', detail: `${seminar.hours} ώρες, ${seminar.months} μήνες` },
    { term: 'Τρόπος', detail: 'Εξ αποστάσεως, σύγχρονα και ασύγχρονα' },
    { term: 'Τόπος', detail: 'Πανεπιστήμιο και online' },
    { term: 'Έναρξη', detail: `${seminar.start}, ${seminar.cycle}ος κύκλος` },
  ],
};

export const seminarReasons = {
  title: pageSections.seminaria.reasons.title,
  items: [
    'Πιστοποίηση από πανεπιστημιακό κέντρο',
    `Εργαλεία που χρησιμοποιούνται σε πάνω από ${groupDigitsEl(figures.users)} τεστ`,
    'Εποπτεία από έμπειρους συμβούλους',
    'Ευέλικτο πρόγραμμα για εργαζόμενους',
  ],
};

export const seminarCertificationNote = `Η πιστοποίηση απονέμεται από το ${seminar.partner}.`;
