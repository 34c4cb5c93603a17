import { Stack } from '../Stack/Stack';
import * as css from './Timeline.css';
import { Heading } from '../Heading/Heading';

export type TimelineEntry = { year: string; title: string; text: string };

/**
 * Milestones in order: the year, what happened, a line about it.
 * Accessibility: an ordered list, each year with its heading.
 */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <Stack as="ol" space="lg" className={css.list}>
      {/* Staff write them: two may share a year or a title, so each is keyed by its place too. */}
      {entries.map((entry, index) => (
        <Stack as="li" space="xxs" key={`${index}:${entry.year}`} className={css.item}>
          <p className={css.year}>{entry.year}</p>
          <Heading level={3} className={css.title}>
            {entry.title}
          </Heading>
          <p className={css.text}>{entry.text}</p>
        </Stack>
      ))}
    </Stack>
  );
}
