import { Stack } from '../Stack/Stack';
import * as css from './Timeline.css';

export type TimelineEntry = { year: string; title: string; text: string };

/** Milestones in order: the year, what happened, a line about it. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <Stack as="ol" space="lg" className={css.list}>
      {entries.map((entry) => (
        <Stack as="li" space="xxs" key={entry.year} className={css.item}>
          <p className={css.year}>{entry.year}</p>
          <h3 className={css.title}>{entry.title}</h3>
          <p className={css.text}>{entry.text}</p>
        </Stack>
      ))}
    </Stack>
  );
}
