import { checkSampleDownload, isSampleProduct } from '@cg/data/forms';
import { showToast, type SampleDownloadFormValues } from '@cg/ui';
import { sampleDownload } from '../content/tests';

/**
 * The sample download after hydration. A tab opened after an awaited call is a popup the browser
 * blocks, so the tab opens first, in the submit event's own task, and is pointed at the PDF once its
 * address is known (or closed again on failure). The record's failure is only logged.
 */
export async function downloadSample(values: SampleDownloadFormValues): Promise<boolean> {
  const tab = window.open('', '_blank');
  // The PDF's page must not reach back into the site.
  if (tab) tab.opener = null;
  const fail = () => {
    tab?.close();
    showToast({ tone: 'error', ...sampleDownload.toasts.failed });
    return false;
  };
  const checked = checkSampleDownload({ name: values.name, lastname: values.lastname, email: values.email });
  if (!checked.ok) {
    tab?.close();
    showToast({ tone: 'error', title: sampleDownload.toasts.incomplete.title, description: checked.issues[0]?.message ?? sampleDownload.toasts.incomplete.description });
    return false;
  }
  if (!isSampleProduct(values.product)) return fail();
  try {
    const { fetchSample } = await import('../lib/backendCalls');
    const result = await fetchSample(values.product, checked.output);
    if (!result.ok) {
      console.error('Η λήψη του δείγματος απέτυχε:', result.reason);
      return fail();
    }
    if (tab) tab.location.href = result.url;
    else window.location.assign(result.url);
    showToast({ tone: 'success', ...sampleDownload.toasts.opened });
    return true;
  } catch (error) {
    console.error('Η λήψη του δείγματος απέτυχε:', error instanceof Error ? error.message : 'unknown error');
    return fail();
  }
}

export const showIncomplete = () => showToast({ tone: 'error', ...sampleDownload.toasts.incomplete });
