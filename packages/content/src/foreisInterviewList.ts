import type { VideosDocument } from '@cg/data/contentVideos';
import { placeholder } from './placeholder.ts';

/**
 * /foreis' interviews, in the order its accordion shows them: the seed of the «foreis-interviews» document (decision
 * 036). Each is a sample until the company supplies its video's id.
 */
export const foreisInterviewList: VideosDocument = {
  items: [
    placeholder(
      { title: 'Ο επαγγελματικός προσανατολισμός στο σχολείο' },
      'Το YouTube id του βίντεο «Ο επαγγελματικός προσανατολισμός στο σχολείο»',
    ),
    placeholder({ title: 'Πώς βοηθάμε τους γονείς' }, 'Το YouTube id του βίντεο «Πώς βοηθάμε τους γονείς»'),
    placeholder({ title: 'Ημερίδες που αλλάζουν αποφάσεις' }, 'Το YouTube id του βίντεο «Ημερίδες που αλλάζουν αποφάσεις»'),
  ],
};
