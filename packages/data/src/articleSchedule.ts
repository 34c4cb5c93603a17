/**
 * An article published at an Athens time staff choose (migration 20261213130000): a draft carries the moment, and the
 * scheduled round (site-rebuild, every ten minutes) publishes it once the moment has come and rebuilds the pages.
 */
import type { AppClient } from './client';
import { articleGoneMessage, failure, writeFailureMessage, type AdminResult } from './articles';

export const articleScheduleMessages = {
  refused: 'Η ώρα της δημοσίευσης πρέπει να είναι στο μέλλον, έως έναν χρόνο από σήμερα.',
  published: 'Το άρθρο είναι ήδη δημοσιευμένο· δεν χρειάζεται προγραμματισμό.',
} as const;

/** Gives a draft its moment, or takes it away (`null`); the database refuses a moment past or over a year away. */
export async function scheduleArticle(client: AppClient, id: string, at: Date | null): Promise<AdminResult> {
  const { data, error } = await client
    .from('articles')
    .update({ scheduled_for: at ? at.toISOString() : null })
    .eq('id', id)
    .select('status');
  if (error?.code === '22023') return failure(articleScheduleMessages.refused);
  if (error) return failure(writeFailureMessage(error));
  if (!data.length) return failure(articleGoneMessage);
  // Published meanwhile (by another admin): the database forgot the moment, and says so by the status.
  return data[0]?.status === 'published' && at ? failure(articleScheduleMessages.published) : { ok: true, data: null };
}
