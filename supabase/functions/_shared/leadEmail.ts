/**
 * The new-lead e-mail: after the intake stores a lead, the company's addresses get its details and a
 * link to it in the inbox, so somebody calls back within the 24 hours the thank-you page promises. Sent
 * through an HTTP mail API (Resend: one POST, an idempotency key per lead), a logged dry run when none is
 * configured, or captured as .eml files by the local backend. A failure is logged (without personal data)
 * and never touches the lead: the intake sends it after its answer, for newly stored leads only.
 */
import { company } from './companyFacts.ts';
import { callBackHours } from '../../../packages/content/src/callBack.ts';
import { leadColumnLabels, leadForms, type LeadFormKey } from '../../../packages/data/src/leadForms.ts';
import type { LeadRow } from '../../../packages/data/src/leadRow.ts';
import { escapeHtml, fieldLine } from './text.ts';

/** One e-mail; `kind` names it in log lines (default: a new-lead e-mail), which never quote its contents. */
/** A file sent with a message (a calendar file): its text, sent as UTF-8. */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = {
  id: string;
  kind?: string;
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the company's own address on what visitors read, which asks them to reply. */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/**
 * Who the e-mails come from unless MAIL_FROM says otherwise: the company by name at its own address ({email}), for
 * visitors, and «Αιτήσεις» at the same address for staff. Never a mail service's test address, which a visitor
 * could not answer.
 */
export const visitorSender = (from?: string) => from ?? `${company().name} <${company().email}>`;
export const staffSender = (from?: string) => from ?? `Αιτήσεις <${company().email}>`;
/** What a visitor's e-mail asks them to answer goes to the company's address, whatever it was sent from. */
/** Where a visitor's reply goes: the company's published e-mail. */
export const visitorReplyTo = () => company().email;

const base64Utf8 = (text: string) => btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
export type MailOutcome = 'sent' | 'dry-run' | 'failed';
export type Mailer = (message: MailMessage) => Promise<MailOutcome>;

export type NewLead = { id: string; submissionId: string; form: LeadFormKey; row: Omit<LeadRow, 'submission_id'>; receivedAt: Date };

// On the 24-hour clock: the 12-hour one ends in «μ.μ.», and a sentence's full stop after it read «μ.μ..».
export const inGreece = new Intl.DateTimeFormat('el', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Athens',
  hourCycle: 'h23',
});

/** What staff are told the visitor was promised, as the form's registry entry says. */
const promiseLine = {
  'call-back': `Η σελίδα ευχαριστίας υπόσχεται κλήση μέσα σε ${callBackHours} ώρες.`,
  registration:
    'Δήλωση συμμετοχής: ο επισκέπτης λαμβάνει email με τη θέση του ή τη θέση του στη λίστα αναμονής· δεν του υποσχεθήκαμε κλήση.',
} as const;

/** The message about one new lead: its form, every field staff read, when to call back by, and its link. */
export function newLeadMessage(
  lead: NewLead,
  { siteOrigin, from, to }: { siteOrigin: string; from: string; to: readonly string[] },
): MailMessage {
  const form = leadForms[lead.form];
  const name = lead.row.last_name === 'N/A' ? lead.row.first_name : `${lead.row.first_name} ${lead.row.last_name}`;
  const link = `${new URL(siteOrigin).origin}/admin/leads?lead=${lead.id}`;
  const callsBack = form.promise === 'call-back';
  const callBackBy = new Date(lead.receivedAt.getTime() + callBackHours * 3_600_000);
  const fields = form.columns.map((column) => [leadColumnLabels[column], String(lead.row[column] ?? '')] as const);
  const facts = [
    ['Φόρμα', form.label] as const,
    ...fields,
    ['Παραλαβή', inGreece.format(lead.receivedAt)] as const,
    ...(callsBack ? [['Κλήση έως', inGreece.format(callBackBy)] as const] : []),
  ];
  const text = [
    `Νέα αίτηση από τη φόρμα «${form.label}».`,
    '',
    // A multi-line value (the organisation's needs) continues indented, so no line of it passes for a field of ours.
    ...facts.map(([label, value]) => fieldLine(label, value)),
    '',
    `Στις αιτήσεις: ${link}`,
    '',
    promiseLine[form.promise],
  ].join('\n');
  const html = `<!doctype html><html lang="el"><body>
<p>Νέα αίτηση από τη φόρμα «${escapeHtml(form.label)}».</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-line">${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(link)}">Άνοιγμα στις αιτήσεις</a></p>
<p>${escapeHtml(promiseLine[form.promise])}</p>
</body></html>`;
  return { id: lead.submissionId, from, to, subject: `Νέα αίτηση (${form.label}): ${name}`, text, html };
}

export type MailSettings = { apiKey?: string; from?: string; to: readonly string[] };

/** MAIL_API_KEY (Resend), MAIL_FROM and LEAD_NOTIFY_TO (addresses, comma-separated) from the function's environment. */
export const mailSettingsFrom = (get: (name: string) => string | undefined): MailSettings => ({
  apiKey: get('MAIL_API_KEY') || undefined,
  from: get('MAIL_FROM') || undefined,
  to: (get('LEAD_NOTIFY_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
});

const label = (message: MailMessage) => `${message.kind ?? 'new-lead e-mail'} ${message.id} to ${message.to.length} recipient(s)`;

/** Resend's HTTP API; without a key, a dry run that logs what it would have sent (no personal data). */
export function createMailer({
  apiKey,
  fetch: send = (...args) => fetch(...args),
  log = (line: string) => console.info(line),
}: {
  apiKey?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}): Mailer {
  return async (message) => {
    if (!apiKey) {
      log(`mail dry run, not configured (MAIL_API_KEY): ${label(message)}`);
      return 'dry-run';
    }
    try {
      const answer = await send('https://api.resend.com/emails', {
        method: 'POST',
        // The kind and the submission id: a second send of the same lead's e-mail of one kind is one e-mail.
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `${message.kind ?? 'new-lead e-mail'}/${message.id}`,
        },
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: base64Utf8(file.content),
                  content_type: file.contentType,
                })),
              }
            : {}),
        }),
      });
      await answer.body?.cancel().catch(() => undefined);
      log(answer.ok ? `mail sent: ${label(message)}` : `mail failed: ${label(message)}: the mail API answered ${answer.status}`);
      return answer.ok ? 'sent' : 'failed';
    } catch (error) {
      log(`mail failed: ${label(message)}: the mail API is unreachable (${error instanceof Error ? error.name : 'error'})`);
      return 'failed';
    }
  };
}

/** What the intake calls for a newly stored lead: the message to the configured addresses, through the mailer. */
export function createLeadNotifier({
  mailer,
  siteOrigin,
  settings,
  log = (line: string) => console.info(line),
}: {
  mailer: Mailer;
  siteOrigin: string;
  settings: MailSettings;
  log?: (line: string) => void;
}) {
  return async (lead: NewLead): Promise<MailOutcome | 'no-recipients'> => {
    if (!settings.to.length) {
      log(`mail skipped: no LEAD_NOTIFY_TO for new-lead e-mail ${lead.submissionId}`);
      return 'no-recipients';
    }
    return mailer(newLeadMessage(lead, { siteOrigin, from: staffSender(settings.from), to: settings.to }));
  };
}

export type LeadNotifier = ReturnType<typeof createLeadNotifier>;
