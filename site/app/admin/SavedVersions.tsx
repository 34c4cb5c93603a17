import type { UseQueryResult } from '@tanstack/react-query';
import { Button, VersionHistory } from '@cg/ui';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import { formatMomentEl } from '../lib/dates';
import { QueryState } from './QueryState';

/** What every saved version says of itself (an article's, an event's): its number, who saved it and when, what it restores. */
export type SavedVersion = { number: number; saved_by_email: string | null; saved_at: string; restores: number | null };

/** The words of one record's version list: its heading, its loading and failure lines, who saved a version, the first one. */
export type SavedVersionTexts = {
  heading: string;
  loading: string;
  failed: string;
  seed: string;
  by: (who: string, when: string) => string;
  /** What a version keeps, when it is not the whole record. */
  note?: string;
};

/** The words versions share wherever staff restore one (a title, «Επαναφορά της έκδοσης 2», what a version restores). */
const shared = adminContentTexts.versions;

/**
 * A record's versions below its form, newest first (the pattern the article and event managers share): who saved each
 * and when, what it changed in words (`describe`, from the version before), and a way back to any earlier one
 * (`onRestore`, given its number).
 */
export function SavedVersions<V extends SavedVersion>({
  query,
  texts,
  describe,
  onRestore,
}: {
  query: UseQueryResult<V[]>;
  texts: SavedVersionTexts;
  describe: (before: V, after: V) => string[];
  onRestore: (number: number) => void;
}) {
  return (
    <QueryState query={query} loading={texts.loading} failed={texts.failed}>
      {(list) => (
        <VersionHistory
          heading={texts.heading}
          intro={texts.note}
          items={list.map((version, index) => {
            const before = list[index + 1];
            return {
              id: String(version.number),
              title: shared.title(version.number),
              meta:
                (version.saved_by_email ? texts.by(version.saved_by_email, formatMomentEl(version.saved_at)) : texts.seed) +
                (version.restores ? shared.restores(version.restores) : ''),
              changes: before ? describe(before, version) : [],
              noChanges: before ? shared.noChanges : shared.first,
              action:
                index === 0 ? undefined : (
                  <Button tone="secondary" onClick={() => onRestore(version.number)}>
                    {shared.restore(version.number)}
                  </Button>
                ),
            };
          })}
        />
      )}
    </QueryState>
  );
}
