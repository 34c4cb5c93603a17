import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inboxPageSize, readDownloads, type AppClient } from '@cg/data';
import { Button, DownloadsTable, LoadingState, Pagination } from '@cg/ui';
import { Inline } from '@cg/ui/layout';
import { adminKeys } from '../adminQueries';
import * as css from '../admin.css';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { inboxSearch, type InboxParams } from './inboxParams';
import { toDownloadRow } from './leadRows';
import { useNow } from './useNow';

/** Who downloaded which sample report and when, newest first, a page at a time. */
export function DownloadsView({ client, params }: { client: AppClient; params: InboxParams }) {
  const now = useNow();
  const downloads = useQuery({
    queryKey: adminKeys.downloads(params.page),
    queryFn: () => readDownloads(client, params.page),
    placeholderData: keepPreviousData,
  });
  if (downloads.isPending) return <LoadingState label={text.loadingDownloads} />;
  if (downloads.isError) {
    return (
      <Inline role="alert" space="md" align="spaceBetween">
        <p className={css.muted}>
          {text.failedDownloads} {downloads.error.message}
        </p>
        <Button tone="secondary" onClick={() => void downloads.refetch()}>
          {text.retry}
        </Button>
      </Inline>
    );
  }
  const pageCount = Math.max(1, Math.ceil(downloads.data.total / inboxPageSize));
  return (
    <>
      <DownloadsTable
        rows={downloads.data.rows.map((row) => toDownloadRow(row, now))}
        labels={{ ...text.downloads, caption: text.downloads.caption(downloads.data.total) }}
      />
      <Pagination
        page={params.page}
        pageCount={pageCount}
        hrefFor={(page) => `/admin/leads${inboxSearch({ view: 'downloads', page })}`}
        labels={text.pagination}
      />
    </>
  );
}
