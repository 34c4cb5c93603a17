import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  arrivalOf,
  attributionLabels,
  deleteLead,
  readLead,
  requestEventNotices,
  saveLeadNote,
  type AppClient,
  type InboxLead,
} from '@cg/data';
import { attributionKeys } from '@cg/data/attribution';
import { Button, ConfirmDialog, LeadDetail, LoadingState, showToast, StatusCard, StatusSteps } from '@cg/ui';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { formLabel, leadName } from './leadRows';
import { PersonHistoryList, personHistoryQuery } from './PersonHistoryList';
import { exactTimeEl } from './timeEl';

export type LeadDetailViewProps = {
  client: AppClient;
  userId: string;
  id: string;
  now: number;
  /** The button that opened it, where focus goes back when it closes. */
  returnFocus: HTMLElement | null;
  /** The statuses in their order, and the change the inbox's rows make: the detail offers the same steps. */
  statuses: readonly { value: string; label: string }[];
  statusBusy: boolean;
  onStatusChange: (status: string) => void;
  onClose: () => void;
};

const { facts } = text.detail;

/** The visitor's answer on advertising measurement, when, and under which version of the notice. */
const consentOf = (lead: Pick<InboxLead, 'ad_consent' | 'ad_consent_at' | 'notice_version'>) => {
  if (lead.ad_consent === null || !lead.ad_consent_at || !lead.notice_version) return text.detail.consent.none;
  const answer = lead.ad_consent ? text.detail.consent.granted : text.detail.consent.denied;
  return answer(exactTimeEl(lead.ad_consent_at), lead.notice_version);
};

/** The lead in the address (`?lead=`): read on its own, so a link from the new-lead e-mail opens it too. */
export function LeadDetailView({ client, userId, id, returnFocus, statuses, statusBusy, onStatusChange, onClose }: LeadDetailViewProps) {
  const queryClient = useQueryClient();
  const lead = useQuery({ queryKey: adminKeys.lead(id), queryFn: () => readLead(client, id) });
  // The detail opens whole: the person's other contacts arriving after it would push its status steps down a line or
  // more under a finger on its way to them (a tap seen lost at a phone's width). Their failure still opens it.
  const history = useQuery(personHistoryQuery(client, id));
  const [savingNote, setSavingNote] = useState(false);
  const [erasing, setErasing] = useState<'asking' | 'busy' | null>(null);
  const [eraseTrigger, setEraseTrigger] = useState<HTMLElement | null>(null);
  const reload = () => reloadAfterWrite(queryClient, adminKeys.inbox);
  const failed = (result: { title: string; message: string }) =>
    showToast({ tone: 'error', title: result.title, description: result.message || text.toasts.fallback });

  if (lead.isPending || history.isPending) return <LoadingState label={text.loadingLead} />;
  if (lead.isError || !lead.data) {
    return (
      <StatusCard
        title={text.detail.gone}
        message={lead.isError ? <p>{lead.error.message}</p> : null}
        actions={
          <Button tone="secondary" onClick={onClose}>
            {text.detail.close}
          </Button>
        }
      />
    );
  }
  const data = lead.data;
  const changedBy = data.status_changed_by === userId ? text.detail.changedByYou : text.detail.changedBySomeone;
  return (
    <LeadDetail
      open
      title={leadName(data)}
      facts={[
        { label: facts.received, value: <time dateTime={data.created_at}>{exactTimeEl(data.created_at)}</time> },
        { label: facts.form, value: formLabel(data) },
        { label: facts.email, value: <a href={`mailto:${data.email}`}>{data.email}</a> },
        { label: facts.phone, value: <a href={`tel:${data.phone.replace(/[^0-9+]/g, '')}`}>{data.phone}</a> },
        ...(data.company_name ? [{ label: facts.company, value: data.company_name }] : []),
        { label: facts.status, value: text.statuses[data.status] },
        ...(data.status_changed_at
          ? [{ label: facts.changed, value: text.detail.changedBy(exactTimeEl(data.status_changed_at), changedBy) }]
          : []),
        { label: facts.consent, value: consentOf(data) },
        { label: facts.source, value: arrivalOf(data) },
        // Every value the visit carried, as stored (text only: React escapes it).
        ...attributionKeys.flatMap((key) => (data[key] ? [{ label: attributionLabels[key], value: data[key] }] : [])),
        { label: facts.history, value: <PersonHistoryList client={client} leadId={data.id} /> },
      ]}
      actions={
        <StatusSteps
          lead={{ name: leadName(data), status: data.status }}
          statuses={statuses}
          labels={text.table}
          busy={statusBusy}
          onStatusChange={onStatusChange}
        />
      }
      note={data.note ?? ''}
      savingNote={savingNote}
      labels={text.detail}
      onSaveNote={async (note) => {
        setSavingNote(true);
        const result = await saveLeadNote(client, id, note);
        setSavingNote(false);
        if (!result.ok) return failed(result);
        showToast({ tone: 'success', ...text.toasts.noteSaved });
        await reload();
      }}
      onErase={(trigger) => {
        setEraseTrigger(trigger);
        setErasing('asking');
      }}
      onClose={onClose}
      returnFocusTo={returnFocus}
    >
      <ConfirmDialog
        open={erasing !== null}
        title={text.confirmErase.title}
        text={text.confirmErase.text(leadName(data))}
        labels={text.confirmErase.labels}
        busy={erasing === 'busy'}
        returnFocusTo={eraseTrigger}
        onCancel={() => setErasing(null)}
        onConfirm={async () => {
          setErasing('busy');
          const result = await deleteLead(client, id);
          setErasing(null);
          if (!result.ok) return failed(result);
          // An erased registration's seat went to the waiting list's first: their notice goes now (the timer's otherwise).
          void requestEventNotices(client);
          showToast({ tone: 'success', ...text.toasts.erased });
          onClose();
          await reload();
        }}
      />
    </LeadDetail>
  );
}
