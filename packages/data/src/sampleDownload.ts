import type { AppClient } from './client';
import type { SampleDownloadValues } from './schemas';

/** The four sample reports in the `pdfs` bucket; the {product} of the specification. */
export const sampleProducts = ['career', 'personality', 'next', 'meta'] as const;
export type SampleProduct = (typeof sampleProducts)[number];

/** The sample's file in the `pdfs` bucket: `{product}-sample.pdf`. */
export const samplePdfName = (product: SampleProduct) => `${product}-sample.pdf`;

export const isSampleProduct = (value: unknown): value is SampleProduct => sampleProducts.includes(value as SampleProduct);

export type SampleDownloadResult = { ok: true; url: string } | { ok: false; reason: 'missing-url' | 'unreachable' };

/**
 * Records the download (a failed record is logged and does not block), then reads the sample's
 * public URL and checks that the file is there (HEAD); no URL, or no file, counts as failure.
 */
export async function requestSampleDownload(
  client: AppClient,
  product: SampleProduct,
  values: SampleDownloadValues,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  log: (message: string, detail?: unknown) => void = console.error,
  check: typeof fetch = (...args) => fetch(...args),
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
  const { data } = client.storage.from('pdfs').getPublicUrl(samplePdfName(product));
  if (!data?.publicUrl) return { ok: false, reason: 'missing-url' };
  try {
    const head = await check(data.publicUrl, { method: 'HEAD' });
    return head.ok ? { ok: true, url: data.publicUrl } : { ok: false, reason: 'missing-url' };
  } catch (error) {
    log('Ο έλεγχος του δείγματος απέτυχε', error);
    return { ok: false, reason: 'unreachable' };
  }
}
