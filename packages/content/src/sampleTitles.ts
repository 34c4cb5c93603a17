// Relative, with its extension: the sample-download function reads it under Deno too.
import type { SampleProduct } from '../../data/src/sampleDownload.ts';

/**
 * The four tests' names, as /tests shows them and the back office lists their samples. A module of its
 * own, so the back office's pages read the names without the rest of /tests' content.
 */
export const sampleTitles: Record<SampleProduct, string> = {
  career: 'Τεστ επαγγελματικού προσανατολισμού',
  personality: 'Τεστ προσωπικότητας',
  meta: 'Meta',
  next: 'Next',
};

/** In /tests' order. */
export const sampleOrder: readonly SampleProduct[] = ['career', 'personality', 'meta', 'next'];
