import { useState } from 'react';
import { leadsCsv, readAllLeads, type AppClient, type InboxFilters } from '@cg/data';
import { Button, showToast } from '@cg/ui';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { athensDay } from '@cg/data/athensTime';
import { saveFile } from './saveFile';

/** The current view as CSV: every page of it, read in batches, not only the one on screen. */
export function ExportButton({ client, filters, disabled }: { client: AppClient; filters: InboxFilters; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    let count = 0;
    try {
      const counted = async function* () {
        for await (const batch of readAllLeads(client, filters)) {
          count += batch.length;
          yield batch;
        }
      };
      saveFile(await leadsCsv(counted()), text.exportName(athensDay(new Date())), 'text/csv;charset=utf-8');
      showToast({ tone: 'success', ...text.toasts.exported(count) });
    } catch (error) {
      showToast({ tone: 'error', title: text.toasts.error, description: error instanceof Error ? error.message : text.toasts.fallback });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button tone="secondary" onClick={() => void run()} disabled={busy || disabled} accessibleWhenDisabled aria-busy={busy || undefined}>
      {busy ? text.exporting : text.exportCsv}
    </Button>
  );
}
