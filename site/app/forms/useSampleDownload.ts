import { checkSampleDownload, isSampleProduct } from '@cg/data/forms';
import { requestSample } from '@cg/data/intake';
import { showToast, type SampleDownloadFormValues } from '@cg/ui';
import { sampleDownload } from '@cg/content/tests';
import { sampleDownloadUrl } from '../lib/backend';

/**
 * The sample download after hydration, through the sample-download function (which records it). A tab
 * opened after an awaited call is a popup the browser blocks, so the tab opens first, in the submit
 * event's own task, and is pointed at the PDF once its address is known (or closed again on failure).
 */
export async function downloadSample(values: SampleDownloadFormValues): Promise<boolean> {
  const tab = window.open('', '_blank');
  // The PDF's page must not reach back into the site.
  if (tab) tab.opener = null;
  const fail = (description: string = sampleDownload.toasts.failed.description) => {
    tab?.close();
    showToast({ tone: 'error', title: sampleDownload.toasts.failed.title, description });
    return false;
  };
  const checked = checkSampleDownload({ name: values.name, lastname: values.lastname, email: values.email });
  if (!checked.ok) {
    tab?.close();
    showToast({
      tone: 'error',
      title: sampleDownload.toasts.incomplete.title,
      description: checked.issues[0]?.message ?? sampleDownload.toasts.incomplete.description,
    });
    return false;
  }
  if (!isSampleProduct(values.product)) return fail();
  const result = await requestSample(sampleDownloadUrl, values.product, checked.output);
  if (!result.ok) {
    console.error('Η λήψη του δείγματος απέτυχε:', result.reason);
    return fail(result.reason === 'invalid' && result.message ? result.message : undefined);
  }
  if (tab) tab.location.href = result.url;
  else window.location.assign(result.url);
  showToast({ tone: 'success', ...sampleDownload.toasts.opened });
  return true;
}

export const showIncomplete = () => showToast({ tone: 'error', ...sampleDownload.toasts.incomplete });
