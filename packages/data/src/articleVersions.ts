/**
 * An article's versions (migration 20261212090000): every save that changes what it says is one, written by the
 * database with who and when; an earlier one is restored in one step, as a new version. Read and restored here, and
 * told apart in words for the back office.
 */
import type { AppClient } from './client';
import type { Database } from './database.types';
import { AdminReadError, failure, writeFailureMessage, type AdminResult } from './articles';
import { articleCategoryLabels } from './publishedArticles';
import { describeText } from './versionWords';

export type ArticleVersion = Database['public']['Tables']['article_versions']['Row'];

/** The article's versions, newest first; a failed read throws AdminReadError with its status (a 5xx is worth retrying). */
export async function readArticleVersions(client: AppClient, articleId: string): Promise<ArticleVersion[]> {
  const { data, error, status } = await client
    .from('article_versions')
    .select('*')
    .eq('article_id', articleId)
    .order('number', { ascending: false });
  if (error) throw new AdminReadError(error.message, status);
  return data;
}

/** Makes an earlier version the article's words again: answers the new version's number. */
export async function restoreArticleVersion(client: AppClient, articleId: string, version: number): Promise<AdminResult<number>> {
  const { data, error } = await client.rpc('restore_article_version', { article: articleId, version });
  if (error?.code === 'PT404') return failure('Η έκδοση δεν βρέθηκε. Ανανεώστε τη σελίδα.');
  return error ? failure(writeFailureMessage(error)) : { ok: true, data };
}

type Versioned = Pick<ArticleVersion, 'title' | 'slug' | 'category' | 'excerpt' | 'content' | 'thumbnail_url'>;

const labels = {
  title: 'Τίτλος',
  slug: 'Διεύθυνση (slug)',
  category: 'Κατηγορία',
  excerpt: 'Περίληψη',
  content: 'Κείμενο',
  thumbnail_url: 'Εικόνα',
} as const satisfies Record<keyof Versioned, string>;

function describePicture(was: string | null, is: string | null) {
  if (!was) return `${labels.thumbnail_url}: προστέθηκε`;
  if (!is) return `${labels.thumbnail_url}: αφαιρέθηκε`;
  return `${labels.thumbnail_url}: άλλαξε`;
}

/** How two versions of an article differ, a line per field: «Τίτλος: από «…» σε «…»»; a long text by its length. */
export function describeArticleChanges(before: Versioned, after: Versioned): string[] {
  return (Object.keys(labels) as (keyof Versioned)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => {
      if (field === 'thumbnail_url') return describePicture(before.thumbnail_url, after.thumbnail_url);
      if (field === 'category')
        return `${labels.category}: από «${articleCategoryLabels[before.category]}» σε «${articleCategoryLabels[after.category]}»`;
      return describeText(labels[field], before[field], after[field]);
    });
}
