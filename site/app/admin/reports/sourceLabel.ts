import { reportTexts as text } from '@cg/content/reportTexts';

/** A source as staff read it: Άμεση, Άγνωστη, a referring site's name, or the campaign's utm_source. */
export const sourceLabel = (source: string) =>
  source === 'direct'
    ? text.arrival.direct
    : source === 'unknown'
      ? text.arrival.unknown
      : /^https?:\/\//.test(source)
        ? new URL(source).host
        : source;
