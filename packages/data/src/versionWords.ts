/** How a version's field changed, in words, as the back office's version lists say it (articles, events). */

/** Longer than this, a text is not quoted whole: its length says it changed. */
const quotedUpTo = 120;
const characters = new Intl.NumberFormat('el-GR');

const quoted = (value: string | null) => (value ? `«${value}»` : '—');

/** «Τίτλος: από «…» σε «…»»; an emptied text as a dash; a long one by its length. */
export function describeText(label: string, was: string | null, is: string | null) {
  if ((was ?? '').length <= quotedUpTo && (is ?? '').length <= quotedUpTo) return `${label}: από ${quoted(was)} σε ${quoted(is)}`;
  return `${label}: άλλαξε (από ${characters.format((was ?? '').length)} σε ${characters.format((is ?? '').length)} χαρακτήρες)`;
}
