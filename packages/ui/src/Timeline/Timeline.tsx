import * as css from './Timeline.css';

export type TimelineEntry = { year: string; title: string; text: string };

/** Milestones in order: the year, what happened, a line about it. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className={css.list}>
      {entries.map((entry) => (
        <li key={entry.year} className={css.item}>
          <p className={css.year}>{entry.year}</p>
          <h3 className={css.title}>{entry.title}</h3>
          <p className={css.text}>{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
