import type { PageVideos } from '@cg/data/contentPageVideos';
import { placeholder } from './placeholder.ts';

/**
 * The video beside each of /tests' four tests and the video of /students and /university-students: the seed of the
 * «page-videos» document (decision 036). Each is a sample until the company supplies its video's id.
 */
export const pageVideos: PageVideos = {
  tests: {
    career: placeholder(
      { title: 'Το τεστ επαγγελματικού προσανατολισμού' },
      'Το YouTube id του βίντεο «Το τεστ επαγγελματικού προσανατολισμού»',
    ),
    personality: placeholder({ title: 'Το τεστ προσωπικότητας' }, 'Το YouTube id του βίντεο «Το τεστ προσωπικότητας»'),
    meta: placeholder({ title: 'Το τεστ Meta' }, 'Το YouTube id του βίντεο «Το τεστ Meta»'),
    next: placeholder({ title: 'Το τεστ Next' }, 'Το YouTube id του βίντεο «Το τεστ Next»'),
  },
  students: placeholder(
    { title: 'Πώς λειτουργούν τα τεστ επαγγελματικού προσανατολισμού' },
    'Το YouTube id του βίντεο «Πώς λειτουργούν τα τεστ επαγγελματικού προσανατολισμού»',
  ),
  university: placeholder({ title: 'Το τεστ Meta σε δύο λεπτά' }, 'Το YouTube id του βίντεο «Το τεστ Meta σε δύο λεπτά»'),
};
