import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { fetchPublishedArticle, type PublishedArticle } from '@cg/data/published';
import { backend } from '../lib/backend';

/** The backend's copy says the same as the page: every field equal (none missing, none added). */
export function sameArticle(shown: PublishedArticle, current: PublishedArticle | null): boolean {
  if (!current) return false;
  const keys = new Set([...Object.keys(shown), ...Object.keys(current)]);
  return [...keys].every((key) => shown[key as keyof PublishedArticle] === current[key as keyof PublishedArticle]);
}

/**
 * A prerendered article hydrates with the build's copy (no second render), then asks the backend for
 * the current one; only if it differs, or is gone (unpublished since the build), does the route load
 * again through its clientLoader, which shows the new copy or the 404 page. A failed read keeps the
 * page and is only logged.
 */
export function useFreshArticle(article: PublishedArticle, fromBuild: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!fromBuild) return;
    const controller = new AbortController();
    fetchPublishedArticle(backend, article.slug, { signal: controller.signal }).then(
      (current) => {
        if (!controller.signal.aborted && !sameArticle(article, current)) void revalidate();
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Το άρθρο δεν ελέγχθηκε στον διακομιστή· εμφανίζεται όπως ήταν στην έκδοση της σελίδας.', error);
      },
    );
    return () => controller.abort();
  }, [article, fromBuild, revalidate]);
}
