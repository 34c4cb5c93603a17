/**
 * Marks a value the company must supply before launch: `placeholder(sample, 'what to supply')`.
 *
 * At run time it is the sample itself, so development, tests and Storybook look complete. `pnpm launch-check`
 * finds every call in this package (file, line and what to supply) and a production build refuses to run while
 * any remain. Each call is also remembered in order, so the content seed can mark which fields of a document are
 * still placeholders (contentSeed.ts). A sample never points at a real third party's content: links and frames that stand in for one
 * (videos, press, podcast platforms, social profiles) use `samplePage`, our own page that says it is a sample.
 */
export function placeholder<T>(sample: T, supply: string): T {
  placeholdersMade.push({ sample, supply });
  return sample;
}

/** Every placeholder made so far, in the order the modules ran. */
export const placeholdersMade: { sample: unknown; supply: string }[] = [];

/** Our own page that stands in for a third party's (a video, an article, a profile) until the real one is set. */
export const samplePage = '/media/placeholder.html';

/** Whether an address is still the sample page (structured data names only real addresses). */
export const isSample = (url: string) => url === samplePage || url.startsWith(`${samplePage}?`);
