import { articleFingerprint, fetchPublishedArticle } from '@cg/data/published';
import { backend } from '../lib/backend';
import { mainId } from '../lib/mainId';
import { reloadButton, shellPart } from './newerArticleParts';

/** How long a page waits for the backend before the shell says the article could not load. */
const readTimeoutMs = 10_000;

/** The slug an address names (`/articles/<slug>`), or '' for one no slug could be (it reads as no article). */
export function slugAt(pathname: string) {
  try {
    return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').at(-1) ?? '');
  } catch {
    return '';
  }
}

/**
 * What an article's page knows of its article: the fingerprint of the copy the build prerendered
 * (articleFingerprint), or null on the shell served at the address of one newer than the build.
 */
export type ArticleAsBuilt = { fingerprint: string | null };

/**
 * An article's page asks the backend for the article at its address once idle, without React: one read, and
 * nothing more when the build's copy is current. Otherwise it shows the current copy, or the 404 page when none is
 * published, from the article's page as a template (showFromTemplate.ts, loaded only then). When the backend cannot be
 * reached, a prerendered article stays as it is and the shell of a newer one says so, with a retry.
 */
export async function showCurrentArticle(root: HTMLElement, pathname: string, { fingerprint }: ArticleAsBuilt) {
  root.querySelector(`[${reloadButton}]`)?.addEventListener('click', () => window.location.reload());
  const main = document.getElementById(mainId);
  if (!main) return;
  try {
    const article = await fetchPublishedArticle(backend, slugAt(pathname), { signal: AbortSignal.timeout(readTimeoutMs) });
    if (article && fingerprint && (await articleFingerprint(article)) === fingerprint) return;
    const { showArticle, showNotFound } = await import('./showFromTemplate');
    await (article ? showArticle(root, main, article) : showNotFound(root, main, pathname));
  } catch (error) {
    if (fingerprint) {
      console.warn('Το άρθρο δεν ελέγχθηκε στον διακομιστή· εμφανίζεται όπως ήταν στην έκδοση της σελίδας.', error);
      return;
    }
    console.error('Το άρθρο δεν φορτώθηκε από τον διακομιστή', error);
    const part = (name: string) => root.querySelector<HTMLElement>(`[${shellPart.attribute}="${name}"]`);
    part(shellPart.loading)?.setAttribute('hidden', '');
    part(shellPart.unavailable)?.removeAttribute('hidden');
  }
}
