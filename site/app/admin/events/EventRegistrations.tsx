import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, LoadingState, RegistrationTable, showToast, type RegistrationRow } from '@cg/ui';
import { Heading, Inline, Stack } from '@cg/ui/layout';
import {
  eventRegistrationsCsv,
  pupilClassLabel,
  readEventRegistrations,
  registrationPageSizes,
  registrationStateLabels,
  setAttended,
  type AppClient,
  type EventRegistration,
  type ListedAdminEvent,
} from '@cg/data';
import { athensDay } from '@cg/data/athensTime';
import { adminEventTexts } from '@cg/content/adminEventTexts';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import { ListFailed } from '../ListFailed';
import { saveFile } from '../leads/saveFile';
import { formatWeekdayDateEl, formatClockEl } from '../../lib/dates';

const text = adminEventTexts.registrations;
const stateTones = { confirmed: 'positive', waiting: 'caution', cancelled: 'neutral' } as const;

/** One registration as the table shows it. */
const rowOf = (registration: EventRegistration): RegistrationRow => ({
  id: registration.registration_id,
  name: registration.last_name === 'N/A' ? registration.first_name : `${registration.first_name} ${registration.last_name}`,
  email: registration.email,
  phone: registration.phone,
  when: {
    iso: registration.created_at,
    display: `${formatWeekdayDateEl(registration.created_at)}, ${formatClockEl(registration.created_at)}`,
  },
  people: registration.people,
  pupilClass: pupilClassLabel(registration.pupil_class),
  state: { label: registrationStateLabels[registration.state], tone: stateTones[registration.state] },
  attended: registration.attended,
});

/**
 * One event's registrations for staff, opened from its row: a page at a time (more on request), each with how to reach
 * them and a box to mark who came, and the whole list as CSV. Focus moves to its heading when it opens.
 */
export function EventRegistrations({ client, event, onClose }: { client: AppClient; event: ListedAdminEvent; onClose: () => void }) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const key = [...adminKeys.events, event.id, 'registrations'] as const;
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => readEventRegistrations(client, event.id, { after: pageParam }),
    initialPageParam: undefined as EventRegistration | undefined,
    getNextPageParam: (last) => (last.length === registrationPageSizes.screen ? last.at(-1) : undefined),
  });
  useEffect(() => heading.current?.focus(), []);

  const mark = async (row: RegistrationRow, attended: boolean) => {
    if (saving) return;
    setSaving(row.id);
    const result = await setAttended(client, row.id, attended);
    if (!result.ok) showToast({ tone: 'error', title: text.attendedFailed, description: result.message });
    await reloadAfterWrite(queryClient, key);
    setSaving(null);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await eventRegistrationsCsv(client, event.id);
      saveFile(csv, text.exportName(athensDay(new Date(event.starts_at))), 'text/csv;charset=utf-8');
      // Rows after the header: every line but the first and the empty one after the last CRLF.
      showToast({ tone: 'success', ...text.exported(csv.split('\r\n').length - 2) });
    } catch (error) {
      showToast({ tone: 'error', title: text.exportFailed, description: error instanceof Error ? error.message : '' });
    } finally {
      setExporting(false);
    }
  };

  const rows = (pages.data?.pages ?? []).flat().map(rowOf);
  return (
    <Stack space="md">
      <Heading level={2} ref={heading} tabIndex={-1}>
        {text.heading(event.title)}
      </Heading>
      <Inline space="sm">
        <Button
          tone="secondary"
          onClick={() => void exportCsv()}
          disabled={exporting}
          accessibleWhenDisabled
          aria-busy={exporting || undefined}
        >
          {exporting ? text.exporting : text.exportCsv}
        </Button>
        <Button tone="ghost" onClick={onClose}>
          {text.close}
        </Button>
      </Inline>
      {pages.isPending ? (
        <LoadingState label={text.loading} />
      ) : pages.isError ? (
        <ListFailed what={text.failed} message={pages.error.message} onRetry={() => void pages.refetch()} />
      ) : (
        <>
          <RegistrationTable registrations={rows} labels={text} busyId={saving} onAttended={(row, attended) => void mark(row, attended)} />
          {pages.hasNextPage ? (
            <div>
              <Button tone="secondary" onClick={() => void pages.fetchNextPage()} aria-busy={pages.isFetchingNextPage || undefined}>
                {text.more}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Stack>
  );
}
