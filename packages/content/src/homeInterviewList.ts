import type { VideosDocument } from '@cg/data/contentVideos';
import { placeholder } from './placeholder.ts';

/**
 * The home page's TV interviews, in the order its accordion shows them: the seed of the «home-interviews» document
 * (decision 036), which staff edit, reorder and publish. Each is a sample until the company supplies its video's id.
 */
export const homeInterviewList: VideosDocument = {
  items: [
    placeholder(
      { title: 'Συνέντευξη στην πρωινή ζώνη: πώς επιλέγουμε σπουδές' },
      'Το YouTube id του βίντεο «Συνέντευξη στην πρωινή ζώνη: πώς επιλέγουμε σπουδές»',
    ),
    placeholder(
      { title: 'Δελτίο ειδήσεων: το μηχανογραφικό χωρίς άγχος' },
      'Το YouTube id του βίντεο «Δελτίο ειδήσεων: το μηχανογραφικό χωρίς άγχος»',
    ),
    placeholder(
      { title: 'Εκπομπή λόγου: επαγγέλματα του μέλλοντος' },
      'Το YouTube id του βίντεο «Εκπομπή λόγου: επαγγέλματα του μέλλοντος»',
    ),
  ],
};
