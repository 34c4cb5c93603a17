import type { SiteBuildStatus } from '@cg/data';
import { siteBuildTexts as text } from '@cg/content/siteBuildTexts';
import { formatClockEl, formatDateEl } from '../lib/dates';

/** A build that has said nothing for this long is not still running: hosts stop a build well before (Cloudflare: 20 min). */
export const silentAfterMs = 30 * 60_000;

export type SiteBuildNotice = {
  tone: 'neutral' | 'busy' | 'positive' | 'critical';
  lines: string[];
  /** Whether staff are offered a new build (the last one failed or went silent). */
  retry: boolean;
  /** Whether the status is worth reading again soon (a build is running, or a rebuild waits for one). */
  changing: boolean;
};

const at = (moment: string) => `${formatClockEl(moment)}, ${formatDateEl(moment)}`;

/** What staff read of the builds: the newest one's outcome in words, why it failed and what visitors see meanwhile. */
export function siteBuildNotice(
  status: SiteBuildStatus,
  { now, titleOf }: { now: number; titleOf: (key: string) => string | undefined },
): SiteBuildNotice {
  const { latest, lastGoodAt, requestedAt, sentAt } = status;
  // A rebuild asked for (or sent to the host) after the newest build began has not been built yet.
  const pending = [requestedAt, sentAt].some((moment) => moment && (!latest || Date.parse(moment) > Date.parse(latest.startedAt)));
  if (!latest) return { tone: 'neutral', lines: [text.none], retry: false, changing: pending };
  if (latest.outcome === 'building') {
    if (now - Date.parse(latest.startedAt) < silentAfterMs)
      return { tone: 'busy', lines: [text.building(at(latest.startedAt))], retry: false, changing: true };
    return {
      tone: 'critical',
      lines: [text.silent(at(latest.startedAt)), text.stillServed(lastGoodAt && at(lastGoodAt))],
      retry: true,
      changing: pending,
    };
  }
  if (latest.outcome === 'succeeded')
    return {
      tone: 'positive',
      lines: [text.succeeded(at(latest.finishedAt ?? latest.startedAt)), ...(pending ? [text.waiting] : [])],
      retry: false,
      changing: pending,
    };
  const failure = latest.failure ?? 'build-error';
  const document = latest.document ? (titleOf(latest.document) ?? latest.document) : text.unknownDocument;
  return {
    tone: 'critical',
    lines: [text.failed(at(latest.startedAt), text.reasons[failure](document)), text.stillServed(lastGoodAt && at(lastGoodAt))],
    retry: true,
    changing: pending,
  };
}
