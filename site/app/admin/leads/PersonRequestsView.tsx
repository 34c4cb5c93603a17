import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  erasePerson,
  findPerson,
  personExport,
  personQuery,
  readPrivacyLog,
  requestEventNotices,
  type AppClient,
  type PersonQuery,
  type PersonRecords,
} from '@cg/data';
import { Button, ConfirmDialog, LoadingState, PlainTable, showToast, TextField } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { inboxTexts } from '@cg/content/inboxTexts';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import * as css from '../admin.css';
import { athensDay } from '@cg/data/athensTime';
import { formLabel, leadName, sampleLabel, toDownloadRow } from './leadRows';
import { saveFile } from './saveFile';
import { exactTimeEl } from './timeEl';

const text = inboxTexts.people;
const errorToast = (error: unknown) =>
  showToast({
    tone: 'error',
    title: inboxTexts.toasts.error,
    description: error instanceof Error ? error.message : inboxTexts.toasts.fallback,
  });

/** The records of one person, found: what there is, the file to hand over, and the erasure. */
function PersonResults({
  client,
  query,
  records,
  onErased,
}: {
  client: AppClient;
  query: PersonQuery;
  records: PersonRecords;
  onErased: () => void;
}) {
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState<'asking' | 'busy' | null>(null);
  // The erase button, for focus to go back to when the dialog closes (an element: refs are not read while rendering).
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  // The moment the view opened: downloads' ages count from it.
  const [openedAt] = useState(Date.now);
  const total = records.leads.length + records.downloads.length;
  const exportAll = async () => {
    setExporting(true);
    try {
      // Read again as an export, so the request log says a file left the back office.
      const file = await findPerson(client, query, 'export');
      saveFile(personExport(file, new Date(), sampleLabel), text.exportName(athensDay(new Date())), 'application/json;charset=utf-8');
      showToast({ tone: 'success', ...text.exported });
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };
  const erase = async () => {
    setErasing('busy');
    const result = await erasePerson(client, query);
    setErasing(null);
    if (!result.ok) return showToast({ tone: 'error', title: result.title, description: result.message });
    // An erased registration's seat went to the waiting list's first: their notice goes now (the timer's otherwise).
    void requestEventNotices(client);
    showToast({ tone: 'success', ...text.erased(result.data.leads, result.data.downloads) });
    onErased();
  };
  return (
    <Stack space="lg">
      <Text role="status">{total === 0 ? text.nothing : text.found(records.leads.length, records.downloads.length)}</Text>
      {total > 0 ? (
        <>
          <PlainTable
            {...text.leads}
            rows={records.leads.map((lead) => ({
              id: lead.id,
              cells: [
                <time dateTime={lead.created_at}>{exactTimeEl(lead.created_at)}</time>,
                formLabel(lead),
                leadName(lead),
                lead.email,
                lead.phone,
              ],
            }))}
          />
          <PlainTable
            {...text.downloads}
            rows={records.downloads.map((download) => {
              const row = toDownloadRow(download, openedAt);
              return {
                id: download.id,
                cells: [<time dateTime={download.created_at}>{exactTimeEl(download.created_at)}</time>, row.name, row.email, row.sample],
              };
            })}
          />
          <Inline space="sm">
            <Button
              tone="secondary"
              onClick={() => void exportAll()}
              disabled={exporting}
              accessibleWhenDisabled
              aria-busy={exporting || undefined}
            >
              {text.exportJson}
            </Button>
            <Button ref={setTrigger} tone="danger" onClick={() => setErasing('asking')}>
              {text.erase}
            </Button>
          </Inline>
          <ConfirmDialog
            open={erasing !== null}
            title={text.confirm.title}
            text={text.confirm.text(records.leads.length, records.downloads.length)}
            labels={text.confirm.labels}
            busy={erasing === 'busy'}
            onConfirm={() => void erase()}
            onCancel={() => setErasing(null)}
            returnFocusTo={trigger}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** What retention and these requests did, in counts and dates only. */
function PrivacyLog({ client }: { client: AppClient }) {
  const log = useQuery({ queryKey: adminKeys.privacyLog, queryFn: () => readPrivacyLog(client) });
  if (log.isPending) return <LoadingState label={text.log.heading} />;
  if (log.isError) return <Text role="alert">{`${text.log.failed} ${log.error.message}`}</Text>;
  return (
    <Stack space="lg">
      <Heading level={2}>{text.log.heading}</Heading>
      <PlainTable
        {...text.log.runs}
        rows={log.data.runs.map((run) => ({
          id: run.id,
          cells: [exactTimeEl(run.ran_at), String(run.leads_erased), String(run.downloads_erased)],
        }))}
      />
      <PlainTable
        {...text.log.requests}
        rows={log.data.requests.map((request) => ({
          id: request.id,
          cells: [exactTimeEl(request.at), text.log.actions[request.action], String(request.leads), String(request.downloads)],
        }))}
      />
    </Stack>
  );
}

/**
 * `Αιτήματα προσώπων`: a person asks what we hold about them, for a copy, or for its erasure. Staff type
 * the e-mail or the phone; it stays in this view (never in the address), and every request is logged in
 * the database without it.
 */
export function PersonRequestsView({ client }: { client: AppClient }) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ query: PersonQuery; records: PersonRecords } | null>(null);
  const search = async (query: PersonQuery) => {
    setBusy(true);
    try {
      setFound({ query, records: await findPerson(client, query) });
    } catch (error) {
      errorToast(error);
    } finally {
      setBusy(false);
      void reloadAfterWrite(queryClient, adminKeys.privacyLog);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = personQuery(input);
    setProblem(parsed.ok ? null : parsed.message);
    if (parsed.ok) void search(parsed.query);
  };
  return (
    <Stack space="xl">
      <Stack space="sm">
        <Heading level={2}>{text.heading}</Heading>
        <p className={css.muted}>{text.intro}</p>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Inline space="sm" alignY="bottom">
          <TextField
            id="person-query"
            name="person"
            label={text.query}
            hint={text.queryHint}
            value={input}
            error={problem}
            requiredMark=""
            autoComplete="off"
            verbatim
            onChange={(event) => setInput(event.target.value)}
          />
          <Button type="submit" disabled={busy} accessibleWhenDisabled aria-busy={busy || undefined}>
            {busy ? text.finding : text.find}
          </Button>
        </Inline>
      </form>
      {found ? (
        <PersonResults
          client={client}
          query={found.query}
          records={found.records}
          onErased={() => {
            void reloadAfterWrite(queryClient, adminKeys.inbox);
            void search(found.query);
          }}
        />
      ) : null}
      <PrivacyLog client={client} />
    </Stack>
  );
}
