/**
 * The confirmation the thank-you page promises («Ελέγξτε το email σας … για το μήνυμα επιβεβαίωσης»): after the
 * intake stores a lead, the address the visitor gave gets, in Greek, what they asked for and when to expect the call
 * (within the 24 hours the page says). The address is not confirmed, so nothing the visitor typed is quoted back to it
 * (issue 61): no fields, no company, a name only when it looks like one (greeting.ts); the intake sends at most a few
 * to one mailbox a day. Transactional: it answers the visitor's own request, so it
 * needs no consent and carries no advertising (the privacy notice says so). Sent once per lead, for newly stored leads
 * only, through the same mailer as the company's e-mail (an idempotency key per lead and kind). A sample request gets
 * its own: the sample's link, and no call promised.
 */
import { company } from './companyFacts.ts';
import { callBackHours, callBackPromise } from '../../../packages/content/src/callBack.ts';
import { sampleTitles } from '../../../packages/content/src/sampleTitles.ts';
import { leadForms } from '../../../packages/data/src/leadForms.ts';
import type { SampleProduct } from '../../../packages/data/src/sampleDownload.ts';
import { inGreece, visitorReplyTo, visitorSender, type MailMessage, type Mailer, type MailOutcome, type NewLead } from './leadEmail.ts';
import { greetingLine } from './greeting.ts';
import { escapeHtml } from './text.ts';

export const confirmationKind = 'confirmation e-mail';

/** The same lines as HTML, a paragraph per blank-line-separated block, every value escaped. */
const htmlOf = (lines: readonly string[]) => `<!doctype html><html lang="el"><body>
${lines
  .join('\n')
  .split('\n\n')
  .map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`)
  .join('\n')}
</body></html>`;

/** Who we are, as the company last published it. */
const signature = () => [
  `${company().name} · ${company().phone.display} · ${company().email}`,
  'Το μήνυμα αυτό στάλθηκε μία φορά, επειδή κάνατε αυτή την αίτηση· δεν είναι διαφημιστικό.',
];

/** What the visitor reads: a greeting, the request, the call's deadline, and who we are; nothing else they typed. */
export function confirmationMessage(lead: NewLead, { from }: { from: string }): MailMessage {
  const form = leadForms[lead.form];
  const callBackBy = new Date(lead.receivedAt.getTime() + callBackHours * 3_600_000);
  const lines = [
    greetingLine(lead.row.first_name),
    '',
    `Λάβαμε την αίτησή σας («${form.label}») στις ${inGreece.format(lead.receivedAt)}.`,
    `${callBackPromise}, έως ${inGreece.format(callBackBy)}.`,
    '',
    `Αν δεν κάνατε εσείς αυτή την αίτηση, απαντήστε σε αυτό το μήνυμα ή καλέστε μας στο ${company().phone.display} και θα τη διαγράψουμε.`,
    '',
    ...signature(),
  ];
  return {
    id: lead.submissionId,
    kind: confirmationKind,
    from,
    replyTo: visitorReplyTo(),
    to: [lead.row.email],
    subject: `Λάβαμε την αίτησή σας: ${form.label}`,
    text: lines.join('\n'),
    html: htmlOf(lines),
  };
}

/** A sample request as the intake recorded it: its record's id names the e-mail (one per request). */
export type SampleRequest = { id: string; name: string; email: string; product: SampleProduct; pdfUrl: string; receivedAt: Date };

/** What a visitor who asked for a sample reads: which sample, its link, and that no call follows unless asked. */
export function sampleConfirmationMessage(request: SampleRequest, { from }: { from: string }): MailMessage {
  const title = sampleTitles[request.product];
  const lines = [
    greetingLine(request.name),
    '',
    `Ζητήσατε το δείγμα αναφοράς «${title}» στις ${inGreece.format(request.receivedAt)}.`,
    `Μπορείτε να το κατεβάσετε ξανά από εδώ: ${request.pdfUrl}`,
    '',
    `Δεν θα σας καλέσουμε για αυτό το αίτημα. Αν θέλετε να μιλήσετε με έναν σύμβουλο, καλέστε μας στο ${company().phone.display}.`,
    'Αν δεν κάνατε εσείς αυτό το αίτημα, απαντήστε σε αυτό το μήνυμα και θα το διαγράψουμε.',
    '',
    ...signature(),
  ];
  return {
    id: request.id,
    kind: confirmationKind,
    from,
    replyTo: visitorReplyTo(),
    to: [request.email],
    subject: `Το δείγμα σας: ${title}`,
    text: lines.join('\n'),
    html: htmlOf(lines),
  };
}

/** What the intake calls for a newly stored lead: the confirmation to the visitor's own address. */
export function createConfirmation({ mailer, from }: { mailer: Mailer; from?: string }) {
  return (lead: NewLead): Promise<MailOutcome> => mailer(confirmationMessage(lead, { from: visitorSender(from) }));
}

export type LeadConfirmation = ReturnType<typeof createConfirmation>;

/** What the sample form calls for a newly recorded request: the sample's link to the visitor's own address. */
export function createSampleConfirmation({ mailer, from }: { mailer: Mailer; from?: string }) {
  return (request: SampleRequest): Promise<MailOutcome> => mailer(sampleConfirmationMessage(request, { from: visitorSender(from) }));
}

export type SampleConfirmation = ReturnType<typeof createSampleConfirmation>;
