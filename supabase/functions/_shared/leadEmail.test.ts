import { describe, expect, it, vi } from 'vitest';
import { createLeadNotifier, createMailer, mailSettingsFrom, newLeadMessage, type NewLead } from './leadEmail';

const lead: NewLead = {
  id: '11111111-0000-4000-8000-000000000001',
  submissionId: '22222222-0000-4000-8000-000000000002',
  form: 'foreis',
  row: {
    first_name: 'Κώστας',
    last_name: 'Δήμου',
    email: 'k@lykeio.example.gr',
    phone: '210 123 4567',
    company_name: 'Λύκειο <b>Αθηνών</b>',
    lead_source: 'foreis_cta_form',
  },
  receivedAt: new Date('2026-11-23T18:00:00Z'),
};
const site = 'https://www.example.gr';

describe('the new-lead e-mail', () => {
  it('names the form and the person, lists every field staff read, when to call back by, and links to the lead', () => {
    const message = newLeadMessage(lead, { siteOrigin: site, from: 'Αιτήσεις <leads@example.gr>', to: ['office@example.gr'] });
    expect(message.subject).toBe('Νέα αίτηση (Φορείς): Κώστας Δήμου');
    expect(message.id).toBe(lead.submissionId);
    for (const line of [
      'Φόρμα: Φορείς',
      'Όνομα: Κώστας',
      'Email: k@lykeio.example.gr',
      'Τηλέφωνο: 210 123 4567',
      'Φορέας και ανάγκες: Λύκειο <b>Αθηνών</b>',
      `Στις αιτήσεις: ${site}/admin/leads?lead=${lead.id}`,
    ]) {
      expect(message.text).toContain(line);
    }
    // On the 24-hour clock, so a sentence's full stop never follows «μ.μ.».
    expect(message.text).toContain('Παραλαβή: Δευτέρα 23 Νοεμβρίου 2026 στις 20:00');
    expect(message.text).toContain('Κλήση έως: Τρίτη 24 Νοεμβρίου 2026 στις 20:00');
    expect(message.text).toContain('Η σελίδα ευχαριστίας υπόσχεται κλήση μέσα σε 24 ώρες.');
    // What a visitor typed is text in the HTML, never markup.
    expect(message.html).toContain('Λύκειο &lt;b&gt;Αθηνών&lt;/b&gt;');
    expect(message.html).toContain(`href="${site}/admin/leads?lead=${lead.id}"`);
  });

  it('promises no call for a registration, as its thank-you page and its e-mail promise none', () => {
    const registration: NewLead = {
      ...lead,
      form: 'imerides',
      row: { ...lead.row, company_name: null, lead_source: 'imerides_registration_form' },
    };
    const message = newLeadMessage(registration, { siteOrigin: site, from: 'a@example.gr', to: ['b@example.gr'] });
    expect(message.text).not.toContain('Κλήση έως');
    expect(message.text).not.toContain('υπόσχεται κλήση');
    expect(message.text).toContain('δεν του υποσχεθήκαμε κλήση');
  });

  it('indents the lines of a multi-line value, so none of them passes for a field of its own', () => {
    const forged = {
      ...lead,
      row: { ...lead.row, company_name: 'Λύκειο Αθηνών\nΚλήση έως: ποτέ\r\nΣτις αιτήσεις: https://attacker.example' },
    };
    const lines = newLeadMessage(forged, { siteOrigin: site, from: 'a@example.gr', to: ['b@example.gr'] }).text.split('\n');
    expect(lines).toContain('Φορέας και ανάγκες: Λύκειο Αθηνών');
    expect(lines).toContain('    Κλήση έως: ποτέ');
    expect(lines.filter((line) => line.startsWith('Κλήση έως:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Στις αιτήσεις:'))).toEqual([`Στις αιτήσεις: ${site}/admin/leads?lead=${lead.id}`]);
  });

  it('sends through Resend with the kind and the submission id as the idempotency key', async () => {
    const send = vi.fn(async () => Response.json({ id: 'email-1' }));
    const lines: string[] = [];
    const mailer = createMailer({ apiKey: 're_key', fetch: send, log: (line) => lines.push(line) });
    expect(
      await mailer(newLeadMessage(lead, { siteOrigin: site, from: 'Αιτήσεις <leads@example.gr>', to: ['a@example.gr', 'b@example.gr'] })),
    ).toBe('sent');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.resend.com/emails');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer re_key', 'Idempotency-Key': `new-lead e-mail/${lead.submissionId}` });
    expect(JSON.parse(String(init.body))).toMatchObject({
      from: 'Αιτήσεις <leads@example.gr>',
      to: ['a@example.gr', 'b@example.gr'],
      subject: 'Νέα αίτηση (Φορείς): Κώστας Δήμου',
    });
    expect(lines).toEqual([`mail sent: new-lead e-mail ${lead.submissionId} to 2 recipient(s)`]);
  });

  it('is a logged dry run without a key, and a failure is logged without personal data and never thrown', async () => {
    const lines: string[] = [];
    const message = newLeadMessage(lead, { siteOrigin: site, from: 'x <x@example.gr>', to: ['a@example.gr'] });
    expect(await createMailer({ log: (line) => lines.push(line) })(message)).toBe('dry-run');
    expect(
      await createMailer({
        apiKey: 'k',
        fetch: vi.fn(async () => new Response('{"message":"k@lykeio.example.gr is invalid"}', { status: 422 })),
        log: (line) => lines.push(line),
      })(message),
    ).toBe('failed');
    expect(
      await createMailer({
        apiKey: 'k',
        fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))),
        log: (line) => lines.push(line),
      })(message),
    ).toBe('failed');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/Κώστας|lykeio|210/);
  });

  it('reads its settings from the environment and skips when nobody is to be told', async () => {
    const env: Record<string, string> = {
      MAIL_API_KEY: 're_1',
      MAIL_FROM: 'Αιτήσεις <leads@example.gr>',
      LEAD_NOTIFY_TO: ' a@example.gr, ,b@example.gr ',
    };
    expect(mailSettingsFrom((name) => env[name])).toEqual({
      apiKey: 're_1',
      from: 'Αιτήσεις <leads@example.gr>',
      to: ['a@example.gr', 'b@example.gr'],
    });
    const mailer = vi.fn();
    const notify = createLeadNotifier({ mailer, siteOrigin: site, settings: { to: [] }, log: () => undefined });
    expect(await notify(lead)).toBe('no-recipients');
    expect(mailer).not.toHaveBeenCalled();
  });
});
