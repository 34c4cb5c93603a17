/**
 * sample-download: the /tests sample form before hydration or without JavaScript. The browser posts the
 * form; the download is recorded in pdf_downloads through PostgREST with the anon key, by the same rules
 * as the page (all three fields required, a valid e-mail; a failed record is logged and does not block),
 * and the answer is 303 to the sample's public URL in the `pdfs` bucket, built from configuration, never
 * from the request. Bad input gets a short Greek page. A plain Request -> Response handler.
 */
import { leadFieldLabels } from '../../../packages/data/src/messages.ts';
import { isSampleProduct, samplePdfName } from '../../../packages/data/src/sampleDownload.ts';
import { checkSampleDownload } from '../../../packages/data/src/schemas.ts';
import { problemPage, readFormPost } from '../_shared/formPost.ts';

export type SampleDownloadConfig = {
  supabaseUrl: string;
  anonKey: string;
  /** The site's own origin, for the way back to the form. */
  siteOrigin: string;
  /** The page the form is on. */
  formPath?: string;
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
};

const fieldLabels: Record<string, string> = { name: leadFieldLabels.firstName, lastname: leadFieldLabels.lastName, email: leadFieldLabels.email };

export function createSampleDownloadHandler(config: SampleDownloadConfig) {
  const send = config.fetch ?? fetch;
  const log = config.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));
  const supabase = config.supabaseUrl.replace(/\/+$/, '');
  const back = `${new URL(config.siteOrigin).origin}${config.formPath ?? '/tests'}#sample-download`;

  return async function handle(request: Request): Promise<Response> {
    const params = await readFormPost(request, back);
    if (params instanceof Response) return params;
    const product = params.get('product');
    if (!isSampleProduct(product)) return problemPage(400, 'Η φόρμα δεν μπορεί να σταλεί', ['Το δείγμα δεν αναγνωρίζεται.'], back);
    const parsed = checkSampleDownload({ name: params.get('name') ?? '', lastname: params.get('lastname') ?? '', email: params.get('email') ?? '' });
    if (!parsed.ok) {
      const lines = parsed.issues.map(({ field, message }) => (field && fieldLabels[field] ? `${fieldLabels[field]}: ${message}` : message));
      return problemPage(422, 'Ελέγξτε τα στοιχεία σας', lines, back);
    }
    try {
      const answer = await send(`${supabase}/rest/v1/pdf_downloads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Prefer: 'return=minimal' },
        body: JSON.stringify({ ...parsed.output, pdf_type: product, ip_address: '', user_agent: (request.headers.get('user-agent') ?? '').slice(0, 1000) }),
      });
      if (!answer.ok) log(`sample-download: the record was refused (${answer.status})`, await answer.text().catch(() => ''));
    } catch (error) {
      // The download goes on: a lost record is only logged.
      log('sample-download: PostgREST unreachable', error);
    }
    return Response.redirect(`${supabase}/storage/v1/object/public/pdfs/${samplePdfName(product)}`, 303);
  };
}
