import type { AppClient } from './client';
import type { SampleDownloadValues } from './schemas';

/** The four sample reports in the `pdfs` bucket; the {product} of the specification. */
export const sampleProducts = ['career', 'personality', 'next', 'meta'] as const;
export type SampleProduct = (typeof sampleProducts)[number];

export type SampleDownloadResult = { ok: true; url: string } | { ok: false; reason: 'missing-url' };

/**
 * Records the download (a failed record is logged and does not block), then reads the sample's
 * public URL; no URL counts as failure.
 */
export async function requestSampleDownload(
  client: AppClient,
  product: SampleProduct,
  values: SampleDownloadValues,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  log: (message: string, detail?: unknown) => void = console.error,
): Promise<SampleDownloadResult> {
  try {
    const { error } = await client.from('pdf_downloads').insert({
      name: values.name,
      lastname: values.lastname,
      email: values.email,
      pdf_type: product,
      ip_address: '',
      user_agent: userAgent.slice(0, 1000),
    });
    if (error) log('Η καταγραφή λήψης απέτυχε', error);
  } catch (error) {
    log('Η καταγραφή λήψης απέτυχε', error);
  }
  const { data } = client.storage.from('pdfs').getPublicUrl(`${product}-sample.pdf`);
  return data?.publicUrl ? { ok: true, url: data.publicUrl } : { ok: false, reason: 'missing-url' };
}
