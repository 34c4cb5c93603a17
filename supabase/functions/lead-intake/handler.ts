/**
 * lead-intake: the one way a lead reaches the database. Every lead form posts here, as a plain HTML form
 * before hydration or without JavaScript (answered 303 to the thank-you page, or a short Greek page), and
 * as the same form body from a hydrated page that asks for JSON. In order: the honeypot, the form's
 * schema from the registry, then the database (public.intake_lead, with the service role): a resend of
 * a stored submission stores nothing, a double post of the plain form is stored once, a flood from one
 * client address is throttled (429); then, only for a newly stored lead and after the answer, the
 * new-lead e-mail to the company and, only when the submission carried the visitor's consent, the Lead
 * conversion. Redirects only ever go to the configured site, with no personal data in them.
 *
 * A plain Request -> Response handler: Supabase Edge Functions (index.ts, Deno), packages/local-supabase,
 * the stories' failing-service handlers (.storybook/mocks/failures.ts) and Vitest all run it.
 */
import { isLeadFormKey, leadForms, type LeadFormKey } from '../../../packages/data/src/leadForms.ts';
import { toLeadRow, type LeadValues } from '../../../packages/data/src/leadRow.ts';
import { honeypotField, leadFieldLabels, messages, submitFailure } from '../../../packages/data/src/messages.ts';
import { attributionCapturedField, attributionKeys } from '../../../packages/data/src/attribution.ts';
import { readAttribution } from '../../../packages/data/src/attributionRules.ts';
import { consentFields, readConsent } from '../../../packages/data/src/privacy.ts';
import { checkInput, leadFormSchemas } from '../../../packages/data/src/schemas.ts';
import { clientAddress } from '../_shared/clientAddress.ts';
import { answersFor, isRefusal, readFormPost, refuse } from '../_shared/formPost.ts';
import {
  IntakeRefused,
  type Conflicted,
  type IntakeStore,
  type RegistrationRefused,
  type StoredLead,
  type StoredRegistration,
  type Throttled,
} from '../_shared/intakeStore.ts';
import type { RegistrationConfirmation } from '../_shared/registrationEmail.ts';
import type { LeadConversion } from '../_shared/leadConversion.ts';
import type { LeadConfirmation } from '../_shared/confirmationEmail.ts';
import type { LeadNotifier } from '../_shared/leadEmail.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';

export { maxBodyBytes } from '../_shared/formPost.ts';

export type LeadIntakeConfig = {
  store: IntakeStore;
  /** The site's own origin: the only place this endpoint redirects to, and whose pages may read its JSON. */
  siteOrigin: string;
  /** More origins whose pages may read the JSON answers (the local dev server); default none. */
  extraOrigins?: readonly string[];
  conversion: LeadConversion;
  /** The new-lead e-mail to the company (none when absent). */
  notify?: LeadNotifier;
  /** The confirmation to the visitor's own address, which the thank-you page promises (none when absent). */
  confirm?: LeadConfirmation;
  /** An event registration's confirmation instead: the event, its calendar file and the link that cancels (none when absent). */
  confirmRegistration?: RegistrationConfirmation;
  /** The push to every admin's devices: the lead's form and its link, nothing of the person (none when absent). */
  push?: (lead: { id: string; form: LeadFormKey }) => Promise<unknown>;
  /** Work after the answer (EdgeRuntime.waitUntil on Supabase); by default it runs unawaited. */
  background?: (task: Promise<unknown>) => void;
  log?: (message: string) => void;
};

/** What a submission says of the visit, not of the visitor's request: a malformed value is dropped, never refused. */
const visitFields = [...attributionKeys, ...Object.values(consentFields)];

const isRefusedRegistration = (answer: { status: string }): answer is RegistrationRefused =>
  answer.status === 'closed' || answer.status === 'class_required' || answer.status === 'seat_limit';

/** What each refusal of a registration says, on which field. */
const registrationIssue = {
  closed: { field: 'event', message: messages.eventClosed },
  class_required: { field: 'pupilClass', message: messages.pupilClass },
  seat_limit: { field: 'people', message: messages.seatsPerAddress },
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const labelOf = (field: string | null) =>
  field && Object.hasOwn(leadFieldLabels, field) ? leadFieldLabels[field as keyof typeof leadFieldLabels] : null;

export function createLeadIntakeHandler(config: LeadIntakeConfig) {
  const log = config.log ?? ((message: string) => console.error(message));
  const background =
    config.background ??
    ((task: Promise<unknown>) => void task.catch((error: unknown) => log(`lead-intake: background task failed: ${String(error)}`)));
  const site = new URL(config.siteOrigin).origin;
  const allowedOrigins = [site, ...(config.extraOrigins ?? [])];
  const formAnchor = (page: string) => `${site}${page}#lead-form`;

  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const generic = answersFor(request, { back: formAnchor('/'), allowedOrigins });
    if (request.method === 'OPTIONS') return generic.preflight();
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST, OPTIONS' } });
    const params = await readFormPost(request, { droppable: visitFields });
    if (isRefusal(params)) return refuse(generic, params);
    const formKey = params.get('form');
    if (!isLeadFormKey(formKey)) return refuse(generic, { status: 400, message: 'Η φόρμα δεν αναγνωρίζεται.' });
    const form = leadForms[formKey];
    const answers = answersFor(request, { back: formAnchor(form.page), allowedOrigins });
    const thankYou = `${site}${form.thankYou}`;
    const stored = () => answers.success(thankYou, { status: 'stored' });

    // A filled trap: answered as a success, nothing stored.
    if ((params.get(honeypotField) ?? '').trim() !== '') return stored();

    const input = Object.fromEntries(form.fields.map(({ name }) => [name, params.get(name) ?? '']));
    const parsed = checkInput(leadFormSchemas[formKey], input);
    if (!parsed.ok) {
      const lines = parsed.issues.map(({ field, message }) => (labelOf(field) ? `${labelOf(field)}: ${message}` : message));
      return answers.problem(422, 'Ελέγξτε τα στοιχεία σας', lines, { status: 'invalid', issues: parsed.issues });
    }

    const given = params.get('submission_id') ?? '';
    // The visitor's answer on advertising measurement, stored with the lead; none (no JavaScript, never asked) is no.
    const consent = readConsent((name) => params.get(name));
    const { submission_id: _none, ...person } = toLeadRow(formKey, parsed.output as LeadValues<LeadFormKey>, '');
    // How the visitor arrived, as the page captured it; without it (no JavaScript) the form's page and an unknown source.
    const captured = params.get(attributionCapturedField) === '1';
    const attribution = captured ? readAttribution((name) => params.get(name)) : { landing_page: form.page };
    const row = {
      ...person,
      ad_consent: consent ? consent.choice === 'granted' : null,
      ad_consent_at: consent?.at ?? null,
      notice_version: consent?.noticeVersion ?? null,
      attribution_known: captured,
      ...attribution,
    };
    const client = clientAddress(request);
    const submitted = uuidPattern.test(given) ? { ...row, submission_id: given.toLowerCase() } : row;
    const values = parsed.output as Record<string, string>;
    let outcome: StoredLead | StoredRegistration | Throttled | Conflicted;
    try {
      if (formKey === 'imerides') {
        // An event registration: the lead and its seat (or place in line) in one transaction of the database's.
        const registered = await config.store.registerForEvent(
          submitted,
          { event_id: values.event!.toLowerCase(), people: Number(values.people), pupil_class: values.pupilClass ?? '' },
          client,
        );
        if (isRefusedRegistration(registered)) {
          const issue = registrationIssue[registered.status];
          return answers.problem(422, 'Ελέγξτε τα στοιχεία σας', [`${labelOf(issue.field)}: ${issue.message}`], {
            status: 'invalid',
            issues: [issue],
          });
        }
        outcome = registered;
      } else {
        outcome = await config.store.storeLead(submitted, client);
      }
    } catch (error) {
      log(`lead-intake: ${error instanceof Error ? error.message : 'the database failed'}`);
      if (error instanceof IntakeRefused) {
        const message = 'Κάποιο από τα στοιχεία δεν έγινε δεκτό. Ελέγξτε τα και δοκιμάστε ξανά.';
        return answers.problem(422, 'Ελέγξτε τα στοιχεία σας', [message], { status: 'refused', message });
      }
      return answers.problem(503, submitFailure.title, [submitFailure.description], {
        status: 'failed',
        message: submitFailure.description,
      });
    }

    if (outcome.status === 'conflict') {
      // The id names another lead: stored nothing, attached nothing; a page gives its lead a new id and sends it again.
      return answers.problem(409, submitFailure.title, [submitFailure.description], {
        status: 'conflict',
        message: submitFailure.description,
      });
    }
    if (outcome.status === 'throttled') {
      return answers.problem(
        429,
        submitFailure.title,
        [messages.throttled],
        { status: 'throttled', message: messages.throttled },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    }
    if (outcome.status === 'stored') {
      // Only a newly stored lead converts and is announced; a resend or a double post never is.
      const lead = { id: outcome.id, submissionId: outcome.submissionId, form: formKey, row, receivedAt: new Date() };
      if (config.notify) background(config.notify(lead));
      // The confirmation to the address typed, within its budgets (a mailbox a few a day, an address a class's worth).
      if (!outcome.confirm) log('lead-intake: confirmation not sent (over the mailbox’s or the address’s daily budget)');
      else if ('registrationId' in outcome) {
        if (config.confirmRegistration) background(config.confirmRegistration({ ...outcome, firstName: row.first_name, email: row.email }));
      } else if (config.confirm) background(config.confirm(lead));
      if (config.push) background(config.push({ id: outcome.id, form: formKey }));
      background(
        config.conversion({
          eventId: outcome.submissionId,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          phone: row.phone,
          sourceUrl: `${site}${form.page}`,
          contentName: form.contentName,
          userAgent: request.headers.get('user-agent') ?? undefined,
          clientIp: client,
          fbclid: attribution.fbclid,
          // Only with the visitor's consent does Meta hear of the lead (the conversion logs the skip, without personal data).
          consented: consent?.choice === 'granted',
        }),
      );
    }
    return stored();
  });
}
