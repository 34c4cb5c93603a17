import { articleFingerprint, fetchPublishedArticle } from '@cg/data/published';
import { backend } from '../lib/backend';

/** Which article the build wrote, and the fingerprint of its copy (articleFingerprint). */
export type BuiltArticle = { slug: string; fingerprint: string };

/**
 * A prerendered article asks the backend for its current copy once the page is idle, without React: one read,
 * and nothing more in the usual case. Only when the copy differs, or is gone (unpublished since the build), does
 * the page load what shows the current one, or the 404 page. A failed read keeps the page and is only logged.
 */
export async function checkBuiltArticle({ slug, fingerprint }: BuiltArticle) {
  try {
    const current = await fetchPublishedArticle(backend, slug);
    if (current && (await articleFingerprint(current)) === fingerprint) return;
    const { showCurrentArticle } = await import('./showCurrentArticle');
    showCurrentArticle(current);
  } catch (error) {
    console.warn('Το άρθρο δεν ελέγχθηκε στον διακομιστή· εμφανίζεται όπως ήταν στην έκδοση της σελίδας.', error);
  }
}
