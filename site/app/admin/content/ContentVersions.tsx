import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, LoadingState, VersionHistory } from '@cg/ui';
import { AdminReadError, type AppClient } from '@cg/data';
import {
  describeChanges,
  documentTexts,
  readContentVersions,
  restoreContentVersion,
  type ContentDocument,
  type ContentKind,
} from '@cg/data/content';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { formatMomentEl } from '../../lib/dates';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import { ListFailed } from '../ListFailed';
import { rebuildPages } from '../rebuildPages';

/**
 * A document's versions, newest first, each with who published it, when, and what it changed in words; any earlier
 * one is restored in one step, as a new version that becomes the draft (`onRestored`).
 */
export function ContentVersions({
  client,
  document,
  revision,
  onRestored,
}: {
  client: AppClient;
  document: ContentDocument;
  revision: number;
  onRestored: (texts: Record<string, string>, revision: number, status: string) => void;
}) {
  const kind = document.kind as ContentKind;
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: adminKeys.contentVersions(document.key),
    queryFn: async () => {
      const result = await readContentVersions(client, document.key);
      if (!result.ok) throw new AdminReadError(result.message, 0);
      // Which version is live is a matter of when they were read.
      return { list: result.data, readAt: Date.now() };
    },
  });

  if (versions.isPending) return <LoadingState label={text.loading} />;
  if (versions.isError)
    return <ListFailed what={text.versions.heading} message={versions.error.message} onRetry={() => void versions.refetch()} />;

  const { list, readAt } = versions.data;
  const live = list.find((version) => Date.parse(version.live_at) <= readAt);
  const restore = async (number: number) => {
    const result = await restoreContentVersion(client, { key: document.key, kind }, number, revision);
    if (!result.ok) return onRestored(documentTexts(kind, document.draft), revision, result.message);
    const restored = list.find((version) => version.number === number)!;
    onRestored(documentTexts(kind, restored.data), revision + 1, text.versions.restored(result.data, number));
    rebuildPages(client, text.publish, text.rebuildFailed);
    await reloadAfterWrite(queryClient, adminKeys.contentVersions(document.key));
  };

  return (
    <VersionHistory
      heading={text.versions.heading}
      items={list.map((version, index) => {
        const before = list[index + 1];
        const when = formatMomentEl(version.live_at);
        const meta =
          (version.published_by_email
            ? text.versions.by(version.published_by_email, formatMomentEl(version.published_at))
            : text.versions.seed) +
          (Date.parse(version.live_at) > readAt ? ` ${text.versions.scheduled(when)}` : '') +
          (version.restores ? text.versions.restores(version.restores) : '');
        return {
          id: String(version.number),
          title: text.versions.title(version.number),
          meta,
          changes: before ? describeChanges(kind, before.data, version.data) : [],
          noChanges: before ? text.versions.noChanges : text.versions.first,
          action:
            version === live ? undefined : (
              <Button tone="secondary" onClick={() => void restore(version.number)}>
                {text.versions.restore(version.number)}
              </Button>
            ),
        };
      })}
    />
  );
}
