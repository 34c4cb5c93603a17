/**
 * sample-download: the /tests sample form, the one way a download is recorded. A plain HTML form posts
 * here before hydration or without JavaScript (answered 303 to the sample PDF); a hydrated page posts the
 * same body asking for JSON and gets the PDF's address. By the page's rules: the honeypot, all three
 * fields required, a valid e-mail. The record goes in through public.record_download with the service
 * role, under the per-client throttle; a record that cannot be kept (the database down, or over the
 * limit) is only logged and never blocks the download, as the specification says. The PDF's address is
 * built from configuration, never from the request. A newly recorded request gets one confirmation e-mail
 * with the sample's link (a double post of it gets none).
 */
import { singleLineForbidden } from '../../../packages/data/src/limits.ts';
import { honeypotField, leadFieldLabels } from '../../../packages/data/src/messages.ts';
import { isSampleProduct, samplePdfUrl } from '../../../packages/data/src/sampleDownload.ts';
import { checkSampleDownload } from '../../../packages/data/src/schemas.ts';
import { clientAddress } from '../_shared/clientAddress.ts';
import type { SampleConfirmation } from '../_shared/confirmationEmail.ts';
import { answersFor, isRefusal, readFormPost, refuse } from '../_shared/formPost.ts';
import type { IntakeStore } from '../_shared/intakeStore.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';

export type SampleDownloadConfig = {
  store: IntakeStore;
  /** Where the sample PDFs are served (the `pdfs` bucket of this Supabase project). */
  supabaseUrl: string;
  /** The site's own origin, for the way back to the form and the pages that may read the JSON answers. */
  siteOrigin: string;
  extraOrigins?: readonly string[];
  /** The page the form is on. */
  formPath?: string;
  /** The sample's link to the visitor's own address, once per recorded request (none when absent). */
  confirm?: SampleConfirmation;
  /** Keeps work finished after answering (the platform's waitUntil when deployed). */
  background?: (task: Promise<unknown>) => void;
  log?: (message: string) => void;
};

/** The browser's name as one line of at most 1,000 characters (a header may carry a tab, which the record refuses). */
const userAgentOf = (request: Request) =>
  (request.headers.get('user-agent') ?? '').replace(new RegExp(singleLineForbidden, 'g'), ' ').slice(0, 1000);

const fieldLabels: Record<string, string> = {
  name: leadFieldLabels.firstName,
  lastname: leadFieldLabels.lastName,
  email: leadFieldLabels.email,
};

export function createSampleDownloadHandler(config: SampleDownloadConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  const background =
    config.background ??
    ((task: Promise<unknown>) => void task.catch((error: unknown) => log(`sample-download: background task failed: ${String(error)}`)));
  const site = new URL(config.siteOrigin).origin;
  const allowedOrigins = [site, ...(config.extraOrigins ?? [])];
  const back = `${site}${config.formPath ?? '/tests'}#sample-download`;

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const answers = answersFor(request, { back, allowedOrigins });
    if (request.method === 'OPTIONS') return answers.preflight();
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST, OPTIONS' } });
    const params = await readFormPost(request);
    if (isRefusal(params)) return refuse(answers, params);
    const product = params.get('product');
    if (!isSampleProduct(product)) return refuse(answers, { status: 400, message: 'Το δείγμα δεν αναγνωρίζεται.' });
    const pdf = samplePdfUrl(config.supabaseUrl, product);
    const ready = () => answers.success(pdf, { status: 'ready', url: pdf });

    // A filled trap: the public sample, nothing recorded.
    if ((params.get(honeypotField) ?? '').trim() !== '') return ready();

    const parsed = checkSampleDownload({
      name: params.get('name') ?? '',
      lastname: params.get('lastname') ?? '',
      email: params.get('email') ?? '',
    });
    if (!parsed.ok) {
      const lines = parsed.issues.map(({ field, message }) =>
        field && fieldLabels[field] ? `${fieldLabels[field]}: ${message}` : message,
      );
      return answers.problem(422, 'Ελέγξτε τα στοιχεία σας', lines, { status: 'invalid', issues: parsed.issues });
    }
    try {
      const recorded = await config.store.recordDownload(
        { ...parsed.output, pdf_type: product, user_agent: userAgentOf(request) },
        clientAddress(request),
      );
      if (recorded.status === 'throttled') log('sample-download: over the limit, the download is not recorded');
      // Only a newly recorded request is confirmed, within the mailbox's and the address's budgets; a double post never is.
      else if (recorded.status === 'stored' && recorded.confirm && config.confirm)
        background(
          config.confirm({
            id: recorded.id,
            name: parsed.output.name,
            email: parsed.output.email,
            product,
            pdfUrl: pdf,
            receivedAt: new Date(),
          }),
        );
    } catch (error) {
      log(`sample-download: the record was not kept: ${error instanceof Error ? error.message : 'the database failed'}`);
    }
    return ready();
  });
}
