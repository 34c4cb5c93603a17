/**
 * The morning digest's e-mail: yesterday's leads per form and every lead overdue now with how late it is,
 * each a link into the inbox. It names no one (forms, times and links only), so a copy kept by the mail
 * provider or a mailbox holds no visitor's data, and erasing a lead leaves nothing of it here.
 */
import { leadFormOfSource, leadForms, type LeadSource } from '../../../packages/data/src/leadForms.ts';
import type { MailMessage } from '../_shared/leadEmail.ts';
import { escapeHtml } from '../_shared/text.ts';

export type DigestLead = { id: string; lead_source: LeadSource; created_at: string };
export type DigestContent = { leads: DigestLead[]; overdue: DigestLead[]; overdueCount: number };

const dayInGreek = new Intl.DateTimeFormat('el', { dateStyle: 'full', timeZone: 'Europe/Athens' });
const momentInGreek = new Intl.DateTimeFormat('el', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Athens' });
const timeInGreek = new Intl.DateTimeFormat('el', { timeStyle: 'short', timeZone: 'Europe/Athens' });
const hourMs = 3_600_000;

const formOf = (lead: DigestLead) => {
  const key = leadFormOfSource(lead.lead_source);
  return key ? leadForms[key].label : lead.lead_source;
};

/** How far past the 24-hour promise: in hours under two days, then in days. */
export function lateness(receivedAt: string, now: number, callbackHours = 24): string {
  const late = now - Date.parse(receivedAt) - callbackHours * hourMs;
  const hours = Math.floor(late / hourMs);
  if (hours < 1) return 'λιγότερο από 1 ώρα';
  if (hours < 48) return hours === 1 ? '1 ώρα' : `${hours} ώρες`;
  const days = Math.floor(hours / 24);
  return `${days} ημέρες`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Line = { text: string; href: string };

export function digestMessage(
  content: DigestContent,
  { day, now, siteOrigin, from, to }: { day: string; now: number; siteOrigin: string; from: string; to: readonly string[] },
): MailMessage {
  const inbox = `${new URL(siteOrigin).origin}/admin/leads`;
  const leadLink = (lead: DigestLead) => `${inbox}?lead=${lead.id}`;
  const dayName = dayInGreek.format(new Date(`${day}T12:00:00Z`));
  const byForm = new Map<string, DigestLead[]>();
  for (const lead of content.leads) byForm.set(formOf(lead), [...(byForm.get(formOf(lead)) ?? []), lead]);

  const sections: { heading: string; lines: Line[]; more?: Line }[] = [];
  for (const [form, leads] of byForm)
    sections.push({
      heading: `${form}: ${leads.length}`,
      lines: leads.map((lead) => ({ text: timeInGreek.format(new Date(lead.created_at)), href: leadLink(lead) })),
    });
  const overdueLines = content.overdue.map((lead) => ({
    text: `${formOf(lead)}, παραλαβή ${momentInGreek.format(new Date(lead.created_at))}, εκπρόθεσμη κατά ${lateness(lead.created_at, now)}`,
    href: leadLink(lead),
  }));
  const hidden = content.overdueCount - content.overdue.length;

  const received = content.leads.length ? `Αιτήσεις της ${dayName}: ${content.leads.length}` : `Καμία νέα αίτηση την ${dayName}.`;
  const late = content.overdueCount
    ? `Εκπρόθεσμες τώρα (χωρίς κλήση μετά από 24 ώρες): ${content.overdueCount}`
    : 'Καμία εκπρόθεσμη αίτηση.';
  const more = hidden > 0 ? { text: `…και άλλες ${hidden}`, href: `${inbox}?status=new` } : undefined;

  const text = [
    received,
    ...sections.flatMap((section) => ['', section.heading, ...section.lines.map((line) => `  ${line.text}  ${line.href}`)]),
    '',
    late,
    ...overdueLines.map((line) => `  ${line.text}: ${line.href}`),
    ...(more ? [`  ${more.text}: ${more.href}`] : []),
    '',
    `Στις αιτήσεις: ${inbox}`,
  ].join('\n');
  const list = (lines: Line[]) =>
    `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.href)}">${escapeHtml(line.text)}</a></li>`).join('')}</ul>`;
  const html = `<!doctype html><html lang="el"><body>
<h1 style="font-size:1.2em">${escapeHtml(received)}</h1>
${sections.map((section) => `<h2 style="font-size:1em">${escapeHtml(section.heading)}</h2>${list(section.lines)}`).join('\n')}
<h1 style="font-size:1.2em">${escapeHtml(late)}</h1>
${overdueLines.length ? list(more ? [...overdueLines, more] : overdueLines) : ''}
<p><a href="${escapeHtml(inbox)}">Στις αιτήσεις</a></p>
</body></html>`;
  const subject = `Πρωινή ενημέρωση: ${counted(content.leads.length, 'αίτηση χθες', 'αιτήσεις χθες')}, ${counted(content.overdueCount, 'εκπρόθεσμη', 'εκπρόθεσμες')}`;
  return { id: `digest-${day}`, kind: 'morning digest', from, to, subject, text, html };
}
