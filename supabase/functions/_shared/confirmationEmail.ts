/**
 * The confirmation the thank-you page promises («Ελέγξτε το email σας … για το μήνυμα επιβεβαίωσης»): after the
 * intake stores a lead, the address the visitor gave gets, in Greek, what they asked for, what they gave, and when to
 * expect the call (within the 24 hours the page says). Transactional: it answers the visitor's own request, so it
 * needs no consent and carries no advertising (the privacy notice says so). Sent once per lead, for newly stored leads
 * only, through the same mailer as the company's e-mail (an idempotency key per lead and kind).
 */
import { brand } from '../../../packages/content/src/brand.ts';
import { callBackHours, callBackPromise } from '../../../packages/content/src/callBack.ts';
import { vocativeOf } from '../../../packages/content/src/vocative.ts';
import { leadColumnLabels, leadForms } from '../../../packages/data/src/leadForms.ts';
import { inGreece, type MailMessage, type Mailer, type MailOutcome, type NewLead } from './leadEmail.ts';
import { escapeHtml, fieldLine } from './text.ts';

export const confirmationKind = 'confirmation e-mail';

/** What the visitor reads: a greeting by name, the request, the call's deadline, what they gave, and who we are. */
export function confirmationMessage(lead: NewLead, { from }: { from: string }): MailMessage {
  const form = leadForms[lead.form];
  const callBackBy = new Date(lead.receivedAt.getTime() + callBackHours * 3_600_000);
  const given = form.columns
    .filter((column) => lead.row[column] && lead.row[column] !== 'N/A')
    .map((column) => [leadColumnLabels[column], String(lead.row[column])] as const);
  const lines = [
    `Γεια σας, ${vocativeOf(lead.row.first_name)}!`,
    '',
    `Λάβαμε την αίτησή σας («${form.label}») στις ${inGreece.format(lead.receivedAt)}.`,
    `${callBackPromise}, έως ${inGreece.format(callBackBy)}.`,
    '',
    'Τα στοιχεία που μας δώσατε:',
    ...given.map(([label, value]) => fieldLine(label, value)),
    '',
    `Αν δεν κάνατε εσείς αυτή την αίτηση, απαντήστε σε αυτό το μήνυμα ή καλέστε μας στο ${brand.phone.display} και θα τη διαγράψουμε.`,
    '',
    `${brand.name} · ${brand.phone.display} · ${brand.email}`,
    'Το μήνυμα αυτό στάλθηκε μία φορά, επειδή κάνατε αυτή την αίτηση· δεν είναι διαφημιστικό.',
  ];
  const html = `<!doctype html><html lang="el"><body>
${lines
  .join('\n')
  .split('\n\n')
  .map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`)
  .join('\n')}
</body></html>`;
  return {
    id: lead.submissionId,
    kind: confirmationKind,
    from,
    to: [lead.row.email],
    subject: `Λάβαμε την αίτησή σας: ${form.label}`,
    text: lines.join('\n'),
    html,
  };
}

/** What the intake calls for a newly stored lead: the confirmation to the visitor's own address. */
export function createConfirmation({ mailer, from }: { mailer: Mailer; from?: string }) {
  return (lead: NewLead): Promise<MailOutcome> =>
    mailer(confirmationMessage(lead, { from: from ?? `${brand.name} <onboarding@resend.dev>` }));
}

export type LeadConfirmation = ReturnType<typeof createConfirmation>;
