import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  countOverdue,
  inboxPageSize,
  leadForms,
  leadFormKeys,
  leadStatuses,
  readLeads,
  setLeadStatus,
  type AppClient,
  type LeadStatus,
} from '@cg/data';
import { Button, InboxFilters, LeadInboxTable, LoadingState, Pagination, showToast, type LeadInboxRow } from '@cg/ui';
import { Inline, Text } from '@cg/ui/layout';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import * as css from '../admin.css';
import { ExportButton } from './ExportButton';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { inboxFilters, inboxSearch, isFiltered, type InboxParams } from './inboxParams';
import { LeadDetailView } from './LeadDetailView';
import { toInboxRow } from './leadRows';
import { useNow } from './useNow';

const formOptions = leadFormKeys.map((key) => ({ value: key, label: leadForms[key].label }));
const statusOptions = leadStatuses.map((status) => ({ value: status, label: text.statuses[status] }));

export type LeadsViewProps = {
  client: AppClient;
  userId: string;
  params: InboxParams;
  /** Moves the view to other parameters (a new entry in history, so back returns). */
  go: (next: Partial<InboxParams>) => void;
};

/** The leads: how many are overdue, the filters, one page of the list, its export, and the open lead. */
export function LeadsView({ client, userId, params, go }: LeadsViewProps) {
  const queryClient = useQueryClient();
  const now = useNow();
  const filters = inboxFilters(params);
  const leads = useQuery({
    queryKey: adminKeys.leads(filters, params.page),
    queryFn: () => readLeads(client, filters, params.page),
    placeholderData: keepPreviousData,
  });
  const overdue = useQuery({ queryKey: adminKeys.overdue, queryFn: () => countOverdue(client, Date.now()), refetchInterval: 60_000 });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);

  const changeStatus = async (row: Pick<LeadInboxRow, 'id'>, status: string) => {
    if (busyId) return;
    setBusyId(row.id);
    const result = await setLeadStatus(client, row.id, status as LeadStatus);
    setBusyId(null);
    if (!result.ok) {
      showToast({ tone: 'error', title: result.title, description: result.message || text.toasts.fallback });
      return;
    }
    showToast({ tone: 'success', ...text.toasts.status(text.statuses[status as LeadStatus]) });
    await reloadAfterWrite(queryClient, adminKeys.inbox);
  };

  const pageCount = leads.data ? Math.max(1, Math.ceil(leads.data.total / inboxPageSize)) : 1;
  return (
    <>
      <Text role="status" weight={overdue.data ? 'semibold' : undefined} className={overdue.data ? css.warning : css.muted}>
        {overdue.data === undefined ? '\u00a0' : text.overdue(overdue.data)}
      </Text>
      <InboxFilters
        id="inbox-filters"
        values={{ form: params.form, status: params.status, from: params.from, to: params.to, q: params.q, source: params.source }}
        forms={formOptions}
        statuses={statusOptions}
        labels={text.filters}
        clearHref="/admin/leads"
        onApply={(values) =>
          go({ ...values, form: values.form as InboxParams['form'], status: values.status as InboxParams['status'], page: 1, lead: '' })
        }
      />
      <Inline space="md" align="spaceBetween">
        <ExportButton client={client} filters={filters} disabled={!leads.data?.total} />
      </Inline>
      {leads.isPending ? (
        <LoadingState label={text.loading} />
      ) : leads.isError ? (
        <Inline role="alert" space="md" align="spaceBetween">
          <p className={css.muted}>
            {text.failed} {leads.error.message}
          </p>
          <Button tone="secondary" onClick={() => void leads.refetch()}>
            {text.retry}
          </Button>
        </Inline>
      ) : (
        <>
          <LeadInboxTable
            rows={leads.data.rows.map((lead) => toInboxRow(lead, now))}
            statuses={statusOptions}
            labels={{
              ...text.table,
              caption: text.table.caption(leads.data.total, isFiltered(params)),
              empty: isFiltered(params) ? text.table.emptyFiltered : text.table.empty,
            }}
            busyId={busyId}
            onStatusChange={(row, status) => void changeStatus(row, status)}
            onOpen={(row, trigger) => {
              setReturnFocus(trigger);
              go({ lead: row.id });
            }}
          />
          <Pagination
            page={params.page}
            pageCount={pageCount}
            hrefFor={(page) => `/admin/leads${inboxSearch({ ...params, page, lead: '' })}`}
            labels={text.pagination}
          />
        </>
      )}
      {params.lead ? (
        <LeadDetailView
          client={client}
          userId={userId}
          id={params.lead}
          now={now}
          returnFocus={returnFocus}
          statuses={statusOptions}
          statusBusy={busyId === params.lead}
          onStatusChange={(status) => void changeStatus({ id: params.lead }, status)}
          onClose={() => go({ lead: '' })}
        />
      ) : null}
    </>
  );
}
