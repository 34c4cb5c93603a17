import type { EventInfo } from '@cg/ui';
import { placeholder } from './placeholder';

/** /imerides (spec section 2). Each video is a placeholder until the company supplies its own. */
export const imeridesIntro = {
  title: 'Ημερίδες επαγγελματικού προσανατολισμού',
  text: 'Ημερίδες για μαθητές, γονείς και εκπαιδευτικούς, με ομιλητές από σχολές και επαγγέλματα, σε σχολεία και δήμους σε όλη την Ελλάδα.',
};

export const imeridesVideos = [
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα»'),
    title: 'Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα',
  },
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα στη Θεσσαλονίκη: το μηχανογραφικό»'),
    title: 'Ημερίδα στη Θεσσαλονίκη: το μηχανογραφικό',
  },
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα για γονείς: πώς στηρίζουμε»'),
    title: 'Ημερίδα για γονείς: πώς στηρίζουμε',
  },
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα στην Πάτρα: επαγγέλματα του μέλλοντος»'),
    title: 'Ημερίδα στην Πάτρα: επαγγέλματα του μέλλοντος',
  },
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα στο Ηράκλειο: σπουδές στο εξωτερικό»'),
    title: 'Ημερίδα στο Ηράκλειο: σπουδές στο εξωτερικό',
  },
  {
    youtubeId: placeholder(undefined, 'Το YouTube id του βίντεο «Ημερίδα στη Λάρισα: Επαγγελματικά Λύκεια»'),
    title: 'Ημερίδα στη Λάρισα: Επαγγελματικά Λύκεια',
  },
] as const;

export const imeridesEvents = {
  title: 'Επόμενες ημερίδες',
  labels: { date: 'Ημερομηνία', time: 'Ώρα', place: 'Τόπος' },
  events: [
    {
      title: 'Ημερίδα για μαθητές Λυκείου',
      text: 'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες.',
      date: 'Σύντομα',
      time: '09:00-17:00',
      place: 'Θα ανακοινωθεί',
    },
    {
      title: 'Ημερίδα για γονείς',
      text: 'Πώς στηρίζουμε τα παιδιά μας στις επιλογές σπουδών.',
      date: 'Σύντομα',
      time: '10:00-16:00',
      place: 'Θα ανακοινωθεί',
    },
  ] satisfies EventInfo[],
};

export const imeridesCall = {
  title: 'Οργανώστε μια ημερίδα στο σχολείο σας',
  text: 'Επικοινωνήστε μαζί μας και θα σχεδιάσουμε μαζί μια ημερίδα στα μέτρα των μαθητών σας.',
};
