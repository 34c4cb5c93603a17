import type { EventInfo } from '@cg/ui';

/** /imerides (spec section 2). Video ids are placeholders until the company's own are set here. */
export const imeridesIntro = {
  title: 'Ημερίδες επαγγελματικού προσανατολισμού',
  text: 'Ημερίδες για μαθητές, γονείς και εκπαιδευτικούς, με ομιλητές από σχολές και επαγγέλματα, σε σχολεία και δήμους σε όλη την Ελλάδα.',
};

export const imeridesVideos = [
  { videoId: 'aqz-KE-bpKQ', title: 'Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα' },
  { videoId: 'ScMzIvxBSi4', title: 'Ημερίδα στη Θεσσαλονίκη: το μηχανογραφικό' },
  { videoId: 'jNQXAC9IVRw', title: 'Ημερίδα για γονείς: πώς στηρίζουμε' },
  { videoId: 'aqz-KE-bpKQ', title: 'Ημερίδα στην Πάτρα: επαγγέλματα του μέλλοντος' },
  { videoId: 'ScMzIvxBSi4', title: 'Ημερίδα στο Ηράκλειο: σπουδές στο εξωτερικό' },
  { videoId: 'jNQXAC9IVRw', title: 'Ημερίδα στη Λάρισα: Επαγγελματικά Λύκεια' },
] as const;

export const imeridesEvents = {
  title: 'Επόμενες ημερίδες',
  labels: { date: 'Ημερομηνία', time: 'Ώρα', place: 'Τόπος' },
  events: [
    { title: 'Ημερίδα για μαθητές Λυκείου', text: 'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες.', date: 'Σύντομα', time: '09:00-17:00', place: 'Θα ανακοινωθεί' },
    { title: 'Ημερίδα για γονείς', text: 'Πώς στηρίζουμε τα παιδιά μας στις επιλογές σπουδών.', date: 'Σύντομα', time: '10:00-16:00', place: 'Θα ανακοινωθεί' },
  ] satisfies EventInfo[],
};

export const imeridesCall = {
  title: 'Οργανώστε μια ημερίδα στο σχολείο σας',
  text: 'Επικοινωνήστε μαζί μας και θα σχεδιάσουμε μαζί μια ημερίδα στα μέτρα των μαθητών σας.',
};
