import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminEventTable,
  ConfirmDialog,
  EventForm,
  showToast,
  type AdminEventAction,
  type AdminEventRow,
  type EventFormValues,
} from '@cg/ui';
import { Heading, Stack } from '@cg/ui/layout';
import {
  blankEvent,
  cancelEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  eventLimits,
  eventRow,
  eventSchema,
  eventValuesOf,
  readAdminEvents,
  requestEventNotices,
  restoreEventVersion,
  setEventPublished,
  updateEvent,
  type AppClient,
  type ListedAdminEvent,
} from '@cg/data';
import { adminEventTexts as text } from '@cg/content/adminEventTexts';
import { AdminBar } from '../AdminBar';
import { SiteBuildState } from '../SiteBuildState';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import { QueryState } from '../QueryState';
import { useOpenedFrom } from '../useOpenedFrom';
import { rebuildPages } from '../rebuildPages';
import { showFailure, useRowAction } from '../useRowAction';
import { EventRegistrations } from './EventRegistrations';
import { EventVersions } from './EventVersions';
import { eventTableRow } from './eventRows';
import * as css from '../admin.css';

/** Whether a change moves the event in time (its registrants are told). */
const moved = (event: ListedAdminEvent, row: { starts_at: string; ends_at: string }) =>
  Date.parse(event.starts_at) !== Date.parse(row.starts_at) || Date.parse(event.ends_at) !== Date.parse(row.ends_at);

type Pending = { row: AdminEventRow; action: 'cancel' | 'delete' };

/**
 * /admin/events: the new-event form (or the event being edited), the next events and the past ones, each change
 * followed by a reload of the list. A change the public page shows asks for a rebuild of its prerendered copy; the
 * page reads its events live, so a failed request only delays the static copy.
 */
export function EventManager({ client, now = Date.now }: { client: AppClient; now?: () => number }) {
  const queryClient = useQueryClient();
  const events = useQuery({ queryKey: adminKeys.events, queryFn: () => readAdminEvents(client, now()) });
  const editing = useOpenedFrom<ListedAdminEvent>();
  const viewing = useOpenedFrom<ListedAdminEvent>();
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const lists = useRef<HTMLDivElement>(null);
  const reload = () => reloadAfterWrite(queryClient, adminKeys.events);
  const rebuild = () => rebuildPages(client, text.toasts.rebuild);
  // Registrants of a cancelled or moved event are told now; a failed call only delays it (a timer sends what is pending).
  const notifyRegistrants = () =>
    void requestEventNotices(client).then((result) => {
      if (!result.ok) showToast({ title: text.toasts.notices, description: result.message, tone: 'info' });
      else if (result.sent > 0) showToast({ title: text.toasts.notified(result.sent), tone: 'info' });
    });
  const { busy, run } = useRowAction<AdminEventAction>(reload);
  const all = events.data ? [...events.data.upcoming, ...events.data.past] : [];
  const find = (id: string) => all.find((event) => event.id === id);

  const save = async (values: EventFormValues) => {
    const edited = editing.item;
    const checked = eventRow(values, now(), edited?.taken ?? 0);
    if (!checked.row) return checked.issues;
    setSaving(true);
    const result = edited ? await updateEvent(client, edited, checked.row) : await createEvent(client, checked.row);
    setSaving(false);
    if (!result.ok) {
      showFailure(result);
      return [];
    }
    await reload();
    showToast({ ...(edited ? text.toasts.updated : text.toasts.created), tone: 'success' });
    if (edited?.published) rebuild();
    if (edited?.published && edited.taken + edited.waiting > 0 && moved(edited, checked.row)) notifyRegistrants();
    if (edited) editing.close();
    return true as const;
  };

  /** An earlier version's words and place again (a new version): the list shows them, and the form closes on its row. */
  const restore = async (number: number) => {
    const event = editing.item;
    if (!event) return;
    const result = await restoreEventVersion(client, event.id, number);
    if (!result.ok) return showFailure(result);
    showToast({ ...text.versions.restored(result.data, number), tone: 'success' });
    if (event.published) rebuild();
    await reload();
    editing.close();
  };

  const act = (row: AdminEventRow, action: AdminEventAction, trigger: HTMLButtonElement) => {
    const event = find(row.id);
    if (!event) return;
    if (action === 'edit') return editing.open(event, trigger);
    if (action === 'registrations') return viewing.open(event, trigger);
    if (action === 'publish' || action === 'unpublish')
      return void run(
        row.id,
        action,
        () => setEventPublished(client, row.id, action === 'publish'),
        text.toasts[action === 'publish' ? 'published' : 'unpublished'],
        rebuild,
      );
    if (action === 'duplicate') return void run(row.id, action, () => duplicateEvent(client, event), text.toasts.duplicated);
    if (action !== 'cancel' && action !== 'delete') return;
    setReturnFocus(trigger);
    setPending({ row, action });
  };

  const confirm = async () => {
    if (!pending) return;
    const { row, action } = pending;
    const done =
      action === 'cancel'
        ? await run(
            row.id,
            action,
            () => cancelEvent(client, row.id),
            text.toasts.cancelled,
            () => {
              rebuild();
              notifyRegistrants();
            },
          )
        : await run(row.id, action, () => deleteEvent(client, row.id), text.toasts.deleted);
    if (done && action === 'delete') setReturnFocus(lists.current);
    if (done && editing.item?.id === row.id) editing.forget();
    setPending(null);
  };

  const tableLabels = (region: string, empty: string) => ({ ...text.table, region, empty });
  const at = now();
  return (
    <Stack space="xl">
      <AdminBar heading={text.heading} />
      <SiteBuildState client={client} />
      <EventForm
        key={editing.item?.id ?? 'new'}
        heading={editing.item ? text.form.editHeading(editing.item.title) : text.form.heading}
        schema={eventSchema}
        labels={{ ...text.form.labels, ...(editing.item ? { submit: text.form.saveChanges } : {}) }}
        options={text.form.options}
        limits={eventLimits}
        initial={editing.item ? eventValuesOf(editing.item) : blankEvent}
        editing={editing.item !== null}
        busy={saving}
        onSubmit={save}
        onCancel={editing.item ? editing.close : undefined}
      />
      {editing.item ? <EventVersions client={client} event={editing.item} onRestore={(number) => void restore(number)} /> : null}
      {viewing.item ? <EventRegistrations key={viewing.item.id} client={client} event={viewing.item} onClose={viewing.close} /> : null}
      <QueryState query={events} loading={text.loading} failed={text.listFailed}>
        {(listed) => (
          <div ref={lists} tabIndex={-1} className={css.gridChild}>
            <Stack space="lg">
              <Heading level={2}>{text.table.upcoming}</Heading>
              <AdminEventTable
                events={listed.upcoming.map((event) => eventTableRow(event, at))}
                labels={tableLabels(text.table.upcoming, text.table.emptyUpcoming)}
                busy={busy}
                onAction={act}
              />
              <Heading level={2}>{text.table.past}</Heading>
              <AdminEventTable
                events={listed.past.map((event) => eventTableRow(event, at))}
                labels={tableLabels(text.table.past, text.table.emptyPast)}
                busy={busy}
                onAction={act}
              />
            </Stack>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'cancel' ? text.confirmCancel.title : text.confirmDelete.title}
        text={
          pending
            ? pending.action === 'cancel'
              ? text.confirmCancel.text(pending.row.title)
              : text.confirmDelete.text(pending.row.title)
            : ''
        }
        labels={pending?.action === 'cancel' ? text.confirmCancel.labels : text.confirmDelete.labels}
        busy={busy?.action === 'cancel' || busy?.action === 'delete'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        returnFocusTo={returnFocus}
      />
    </Stack>
  );
}
