import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { leadStatusLabels, readPersonHistory, type AppClient } from '@cg/data';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { adminKeys } from '../adminQueries';
import { inboxSearch } from './inboxParams';
import { formLabel, sampleLabel } from './leadRows';
import { exactTimeEl } from './timeEl';

/** The person's other contacts, read once for the list and for whoever waits for it (the lead's detail). */
export const personHistoryQuery = (client: AppClient, leadId: string) =>
  queryOptions({ queryKey: adminKeys.history(leadId), queryFn: () => readPersonHistory(client, leadId) });

/**
 * The same person's other leads and sample downloads, newest first, each a link: a lead opens its own
 * detail, a download the downloads' list. What the caller sees before calling back.
 */
export function PersonHistoryList({ client, leadId }: { client: AppClient; leadId: string }) {
  const history = useQuery(personHistoryQuery(client, leadId));
  if (history.isPending) return <span role="status">{text.detail.history.loading}</span>;
  if (history.isError) return <span role="alert">{text.detail.history.failed}</span>;
  const entries = [
    ...history.data.leads.map((lead) => ({
      id: lead.id,
      at: lead.created_at,
      href: `/admin/leads${inboxSearch({ lead: lead.id })}`,
      label: `${formLabel(lead)} · ${leadStatusLabels[lead.status]}`,
    })),
    ...history.data.downloads.map((download) => ({
      id: download.id,
      at: download.created_at,
      href: `/admin/leads${inboxSearch({ view: 'downloads' })}`,
      label: text.detail.history.download(sampleLabel(download.pdf_type)),
    })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (!entries.length) return <>{text.detail.history.none}</>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.href}>
            <time dateTime={entry.at}>{exactTimeEl(entry.at)}</time>: {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
