import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as css from './VersionHistory.css';

export type VersionHistoryItem = {
  id: string;
  /** The version's name, e.g. «Έκδοση 3». */
  title: string;
  /** Who and when, and what it restores if it does. */
  meta: ReactNode;
  /** What changed from the version before, a line per field in words; empty for none. */
  changes: readonly string[];
  /** Said instead of the list when nothing changed. */
  noChanges: string;
  /** Restore, for a version that is not the live one. */
  action?: ReactNode;
};

/**
 * The versions of a document, newest first: each with who published it and when, what it changed in words
 * («Τηλέφωνο: από «210 …» σε «211 …»») and the way back to it. Use it for anything published in versions; a log of events
 * with no way back is a table.
 * Accessibility: an ordered list under its heading; each version's title is a heading of the level below, so a
 * screen reader moves between versions by heading; the changes are a list of their own.
 */
export function VersionHistory({
  heading,
  intro,
  items,
  level = 2,
}: {
  heading: string;
  /** What a version keeps and what a restore leaves, said once under the heading. */
  intro?: string;
  items: readonly VersionHistoryItem[];
  level?: 2 | 3;
}) {
  return (
    <Stack space="sm">
      <Heading level={level}>{heading}</Heading>
      {intro ? <p className={css.meta}>{intro}</p> : null}
      <Stack as="ol" space="md" className={css.list}>
        {items.map((item) => (
          <li key={item.id} className={css.item}>
            <Stack space="xs">
              <Inline space="sm" alignY="center">
                <Heading level={level === 2 ? 3 : 4} className={css.title}>
                  {item.title}
                </Heading>
                {item.action}
              </Inline>
              <p className={css.meta}>{item.meta}</p>
              {item.changes.length ? (
                <ul className={css.changes}>
                  {item.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              ) : (
                <p className={css.meta}>{item.noChanges}</p>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
