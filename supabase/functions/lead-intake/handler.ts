/**
 * lead-intake: the lead forms' endpoint before hydration and without JavaScript. The browser posts the
 * form here (application/x-www-form-urlencoded); the same valibot schemas as the page check it, the
 * honeypot is honoured, and the row goes in through PostgREST with the anon key, so row level security
 * and the database's CHECKs apply. Success answers 303 to the thank-you page on the configured site
 * origin, never to an address taken from the request and with no personal data in it. Bad input gets a
 * short Greek page saying what to fix; every malformed body gets a 4xx. A plain Request -> Response
 * handler, as meta-conversion: Supabase Edge Functions (index.ts), packages/local-supabase and Vitest
 * all run it.
 */
import { conversionSources } from '../../../packages/data/src/conversion.ts';
import { toLeadRow, type LeadForm } from '../../../packages/data/src/leadRow.ts';
import { honeypotField, leadFieldLabels, submitFailure } from '../../../packages/data/src/messages.ts';
import { checkLeadInput, leadSchemas } from '../../../packages/data/src/schemas.ts';
import { maxBodyBytes, problemPage, readFormPost } from '../_shared/formPost.ts';

export { maxBodyBytes };

/** The forms this endpoint takes: the form's key (its hidden `form` field), its schema, its page. */
export const intakeForms = {
  students: { page: conversionSources.students.path },
  university: { page: conversionSources.university.path },
  foreis: { page: conversionSources.foreis.path },
  mechanographic: { page: conversionSources.mechanographic.path },
  seminar: { page: conversionSources.seminar.path },
} as const satisfies Record<LeadForm, { page: string }>;

export type LeadIntakeConfig = {
  supabaseUrl: string;
  anonKey: string;
  /** The site's own origin: the only place this endpoint ever redirects to. */
  siteOrigin: string;
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isIntakeForm = (form: string | null): form is keyof typeof intakeForms => form !== null && Object.hasOwn(intakeForms, form);

export function createLeadIntakeHandler(config: LeadIntakeConfig) {
  const send = config.fetch ?? fetch;
  const log = config.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));
  const site = new URL(config.siteOrigin).origin;
  const back = (page: string) => `${site}${page}#lead-form`;
  const problem = (status: number, page: string, title: string, lines: readonly string[]) => problemPage(status, title, lines, back(page));

  return async function handle(request: Request): Promise<Response> {
    const params = await readFormPost(request, back('/'));
    if (params instanceof Response) return params;
    const formKey = params.get('form');
    if (!isIntakeForm(formKey)) return problem(400, '/', 'Η φόρμα δεν μπορεί να σταλεί', ['Η φόρμα δεν αναγνωρίζεται.']);
    const { page } = intakeForms[formKey];
    const thankYou = `${site}${page}/thank-you`;

    // A filled trap: answered as a success, nothing stored.
    if ((params.get(honeypotField) ?? '').trim() !== '') return Response.redirect(thankYou, 303);

    const input = Object.fromEntries(Object.keys(leadSchemas[formKey].entries).map((name) => [name, params.get(name) ?? '']));
    const parsed = checkLeadInput(formKey, input);
    if (!parsed.ok) {
      const lines = parsed.issues.map(({ field, message }) =>
        field && Object.hasOwn(leadFieldLabels, field) ? `${leadFieldLabels[field as keyof typeof leadFieldLabels]}: ${message}` : message,
      );
      return problem(422, page, 'Ελέγξτε τα στοιχεία σας', lines);
    }

    const given = params.get('submission_id') ?? '';
    const row = toLeadRow(formKey, parsed.output, uuidPattern.test(given) ? given : crypto.randomUUID());
    let status = 0;
    try {
      const answer = await send(`${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Prefer: 'return=minimal' },
        body: JSON.stringify(row),
      });
      status = answer.status;
      if (!answer.ok && status !== 409) log(`lead-intake: PostgREST answered ${status}`, await answer.text().catch(() => ''));
    } catch (error) {
      log('lead-intake: PostgREST unreachable', error);
    }
    // 409: this submission was stored by an earlier try.
    if (status === 201 || status === 409) return Response.redirect(thankYou, 303);
    if (status >= 400 && status < 500) return problem(422, page, 'Ελέγξτε τα στοιχεία σας', ['Κάποιο από τα στοιχεία δεν έγινε δεκτό. Ελέγξτε τα και δοκιμάστε ξανά.']);
    return problem(503, page, submitFailure.title, [submitFailure.description]);
  };
}
