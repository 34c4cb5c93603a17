import { useQuery } from '@tanstack/react-query';
import { Button, VersionHistory } from '@cg/ui';
import { describeArticleChanges, readArticleVersions, type AppClient, type Article } from '@cg/data';
import { adminTexts } from '@cg/content/adminTexts';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import { formatMomentEl } from '../lib/dates';
import { adminKeys } from './adminQueries';
import { QueryState } from './QueryState';

const text = adminTexts.versions;
/** The words versions share wherever staff restore one (a title, «Επαναφορά της έκδοσης 2», what a version restores). */
const shared = adminContentTexts.versions;

/**
 * The article's versions below its form, newest first: who saved each and when, what it changed in words, and a way
 * back to any earlier one (`onRestore`, given its number).
 */
export function ArticleVersions({
  client,
  article,
  onRestore,
}: {
  client: AppClient;
  article: Article;
  onRestore: (number: number) => void;
}) {
  const versions = useQuery({
    queryKey: adminKeys.articleVersions(article.id),
    queryFn: () => readArticleVersions(client, article.id),
  });

  return (
    <QueryState query={versions} loading={text.loading} failed={text.failed}>
      {(list) => (
        <VersionHistory
          heading={text.heading}
          items={list.map((version, index) => {
            const before = list[index + 1];
            return {
              id: String(version.number),
              title: shared.title(version.number),
              meta:
                (version.saved_by_email ? text.by(version.saved_by_email, formatMomentEl(version.saved_at)) : text.seed) +
                (version.restores ? shared.restores(version.restores) : ''),
              changes: before ? describeArticleChanges(before, version) : [],
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
