import { useState } from 'react';
import { leadsCsv, readAllLeads, type AppClient, type InboxFilters, type InboxLead } from '@cg/data';
import { Button, showToast } from '@cg/ui';
import { inboxTexts as text } from '@cg/content/inboxTexts';

/** Hands the browser a file to save. */
function save(content: string, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
          yield batch as InboxLead[];
        }
      };
      save(await leadsCsv(counted()), text.exportName(new Date().toISOString().slice(0, 10)));
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
