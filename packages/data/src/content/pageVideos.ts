/**
 * The videos a page shows one at a time, each in its place: /tests' video beside each of its four tests, and the
 * video of /students and of /university. Each is a title and, once it is on YouTube, its id (without one, the
 * page's player opens the sample page), and the picture shown before it plays. A page's list of videos is a `videos` document instead (videos.ts).
 */
import * as v from 'valibot';
import { video } from './fields.ts';

export const pageVideosSchema = v.strictObject({
  tests: v.strictObject({ career: video, personality: video, meta: video, next: video }),
  students: video,
  university: video,
});

export type PageVideos = v.InferOutput<typeof pageVideosSchema>;

const youtubeIdLabel = 'YouTube id (προαιρετικό: χωρίς αυτό το βίντεο ανοίγει τη σελίδα δείγματος)';
const posterLabel = 'εικόνα πριν την αναπαραγωγή (προαιρετική: χωρίς αυτή, ένα γενικό σχέδιο του ιστότοπου)';

/** A video's fields, under the name of its place. */
const videoLabels = (pointer: string, place: string) => ({
  [pointer]: place,
  [`${pointer}/title`]: `${place}: τίτλος`,
  [`${pointer}/youtubeId`]: `${place}: ${youtubeIdLabel}`,
  [`${pointer}/poster/path`]: `${place}: ${posterLabel}`,
});

export const pageVideosFieldLabels: Record<string, string> = {
  '/tests': 'Σελίδα «Τεστ»: το βίντεο κάθε τεστ',
  ...videoLabels('/tests/career', 'Τεστ επαγγελματικού προσανατολισμού'),
  ...videoLabels('/tests/personality', 'Τεστ προσωπικότητας'),
  ...videoLabels('/tests/meta', 'Τεστ Meta'),
  ...videoLabels('/tests/next', 'Τεστ Next'),
  ...videoLabels('/students', 'Σελίδα «Μαθητές»'),
  ...videoLabels('/university', 'Σελίδα «Φοιτητές & Ενήλικες»'),
};
