import type { VideosDocument } from '@cg/data/contentVideos';
import { placeholder } from './placeholder.ts';

/**
 * /imerides' moments from past events, in the order the page shows them: the seed of the «imerides-videos» document
 * (decision 036). Each is a sample until the company supplies its video's id.
 */
export const imeridesVideoList: VideosDocument = {
  items: [
    placeholder(
      { title: 'Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα' },
      'Το YouTube id του βίντεο «Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα»',
    ),
    placeholder(
      { title: 'Ημερίδα στη Θεσσαλονίκη: το μηχανογραφικό' },
      'Το YouTube id του βίντεο «Ημερίδα στη Θεσσαλονίκη: το μηχανογραφικό»',
    ),
    placeholder({ title: 'Ημερίδα για γονείς: πώς στηρίζουμε' }, 'Το YouTube id του βίντεο «Ημερίδα για γονείς: πώς στηρίζουμε»'),
    placeholder(
      { title: 'Ημερίδα στην Πάτρα: επαγγέλματα του μέλλοντος' },
      'Το YouTube id του βίντεο «Ημερίδα στην Πάτρα: επαγγέλματα του μέλλοντος»',
    ),
    placeholder(
      { title: 'Ημερίδα στο Ηράκλειο: σπουδές στο εξωτερικό' },
      'Το YouTube id του βίντεο «Ημερίδα στο Ηράκλειο: σπουδές στο εξωτερικό»',
    ),
    placeholder(
      { title: 'Ημερίδα στη Λάρισα: Επαγγελματικά Λύκεια' },
      'Το YouTube id του βίντεο «Ημερίδα στη Λάρισα: Επαγγελματικά Λύκεια»',
    ),
  ],
};
