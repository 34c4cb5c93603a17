import { describe, expect, it } from 'vitest';
import type { MailMessage, MailOutcome } from '../_shared/leadEmail';
import type { DigestLead } from './digestMessage';
import { createMorningDigestHandler } from './handler';
import type { DigestClaim, DigestStore } from './store';

const site = 'https://www.example.gr';
const key = 'service-role-key';
const lead = (id: string, lead_source: DigestLead['lead_source'], created_at: string): DigestLead => ({ id, lead_source, created_at });

/** A database that claims each day once, with what it was asked; and a mailer that records what it sent. */
function setup(
  content: { leads: DigestLead[]; overdue: DigestLead[] },
  { clock, outcome = 'sent' }: { clock: string; outcome?: MailOutcome },
) {
  const sentDays = new Set<string>();
  const claimed = new Set<string>();
  const claims: { day: string; dayStart: string; dayEnd: string }[] = [];
  const store: DigestStore = {
    async claim(day, dayStart, dayEnd): Promise<DigestClaim> {
      claims.push({ day, dayStart: dayStart.toISOString(), dayEnd: dayEnd.toISOString() });
      if (!content.leads.length && !content.overdue.length) return { status: 'empty' };
      if (claimed.has(day)) return { status: 'done' };
      claimed.add(day);
      return { status: 'claimed', ...content, overdueCount: content.overdue.length };
    },
    async finish(day, sent) {
      if (sent) sentDays.add(day);
      else claimed.delete(day);
    },
  };
  const mails: MailMessage[] = [];
  const lines: string[] = [];
  let now = Date.parse(clock);
  const handle = createMorningDigestHandler({
    store,
    mailer: async (message) => {
      mails.push(message);
      return outcome;
    },
    settings: { from: 'Αιτήσεις <leads@example.gr>', to: ['team@example.gr'] },
    siteOrigin: site,
    serviceRoleKey: key,
    now: () => now,
    log: (line) => lines.push(line),
  });
  const call = (bearer = key) =>
    handle(
      new Request('http://backend.test/functions/v1/morning-digest', { method: 'POST', headers: { Authorization: `Bearer ${bearer}` } }),
    );
  return { call, mails, lines, claims, sentDays, setClock: (at: string) => (now = Date.parse(at)) };
}

const yesterday = {
  leads: [
    lead('10000000-0000-4000-8000-000000000001', 'students_cta_form', '2026-11-25T06:15:00Z'),
    lead('10000000-0000-4000-8000-000000000002', 'students_cta_form', '2026-11-25T21:59:00Z'),
    lead('10000000-0000-4000-8000-000000000003', 'seminaria_signup_form', '2026-11-25T06:30:00Z'),
  ],
  overdue: [
    lead('10000000-0000-4000-8000-000000000004', 'university_contact_form', '2026-11-22T09:00:00Z'),
    lead('10000000-0000-4000-8000-000000000003', 'seminaria_signup_form', '2026-11-25T06:30:00Z'),
  ],
};

describe('the morning digest, with a fixed clock', () => {
  it('is written once at 09:00 Greek time about the Greek day before: its leads per form and the overdue ones, with links and no names', async () => {
    const digest = setup(yesterday, { clock: '2026-11-26T06:59:00Z' });
    // 08:59 in Athens: not yet.
    expect(await (await digest.call()).json()).toEqual({ status: 'early' });
    expect(digest.claims).toEqual([]);
    digest.setClock('2026-11-26T07:00:00Z');
    expect(await (await digest.call()).json()).toEqual({ status: 'sent' });
    expect(digest.claims).toEqual([{ day: '2026-11-25', dayStart: '2026-11-24T22:00:00.000Z', dayEnd: '2026-11-25T22:00:00.000Z' }]);
    expect(digest.mails).toHaveLength(1);
    const [mail] = digest.mails;
    expect(mail).toMatchObject({
      id: 'digest-2026-11-25',
      to: ['team@example.gr'],
      subject: 'Πρωινή ενημέρωση: 3 αιτήσεις χθες, 2 εκπρόθεσμες',
    });
    expect(mail!.text).toContain('Αιτήσεις της Τετάρτη 25 Νοεμβρίου 2026: 3');
    expect(mail!.text).toContain(
      'Μαθητές: 2\n  8:15 π.μ.  https://www.example.gr/admin/leads?lead=10000000-0000-4000-8000-000000000001\n  11:59 μ.μ.  https://www.example.gr/admin/leads?lead=10000000-0000-4000-8000-000000000002',
    );
    expect(mail!.text).toContain('Σεμινάρια: 1');
    expect(mail!.text).toContain('Εκπρόθεσμες τώρα (χωρίς κλήση μετά από 24 ώρες): 2');
    expect(mail!.text).toMatch(
      /Φοιτητές & Ενήλικες, παραλαβή Κυριακή 22 Νοεμβρίου 2026 στις 11:00 π\.μ\., εκπρόθεσμη κατά 2 ημέρες: https:\/\/www\.example\.gr\/admin\/leads\?lead=10000000-0000-4000-8000-000000000004/,
    );
    expect(mail!.text).toContain('Σεμινάρια, παραλαβή Τετάρτη 25 Νοεμβρίου 2026 στις 8:30 π.μ., εκπρόθεσμη κατά λιγότερο από 1 ώρα');
    expect(mail!.html).toContain('<a href="https://www.example.gr/admin/leads?lead=10000000-0000-4000-8000-000000000001">');
    expect(digest.lines).toEqual(['digest 2026-11-25: sent (3 lead(s), 2 overdue)']);
  });

  it('is not sent twice: a retry, or the second scheduled call an hour later, finds the day done', async () => {
    const digest = setup(yesterday, { clock: '2026-11-26T07:00:00Z' });
    await digest.call();
    expect(await (await digest.call()).json()).toEqual({ status: 'done' });
    digest.setClock('2026-11-26T08:00:00Z');
    expect(await (await digest.call()).json()).toEqual({ status: 'done' });
    expect(digest.mails).toHaveLength(1);
  });

  it('sends nothing at all on a day with neither leads nor overdue ones', async () => {
    const digest = setup({ leads: [], overdue: [] }, { clock: '2026-11-26T07:00:00Z' });
    expect(await (await digest.call()).json()).toEqual({ status: 'empty' });
    expect(digest.mails).toEqual([]);
    expect(digest.lines).toEqual(['digest 2026-11-25: nothing to send']);
  });

  it('releases the day when the mail provider fails, so the next call sends it', async () => {
    const failing = setup(yesterday, { clock: '2026-11-26T07:00:00Z', outcome: 'failed' });
    expect((await failing.call()).status).toBe(502);
    expect(failing.sentDays.size).toBe(0);
    expect(await (await failing.call()).json()).toEqual({ status: 'failed' });
    expect(failing.mails).toHaveLength(2);
  });

  it('in summer, 09:00 in Athens is 06:00 UTC', async () => {
    const digest = setup(yesterday, { clock: '2026-07-01T05:59:00Z' });
    expect(await (await digest.call()).json()).toEqual({ status: 'early' });
    digest.setClock('2026-07-01T06:00:00Z');
    expect(await (await digest.call()).json()).toEqual({ status: 'sent' });
    expect(digest.claims[0]).toEqual({ day: '2026-06-30', dayStart: '2026-06-29T21:00:00.000Z', dayEnd: '2026-06-30T21:00:00.000Z' });
  });

  it('answers 401 to anyone without the service role key, reading nothing', async () => {
    const digest = setup(yesterday, { clock: '2026-11-26T07:00:00Z' });
    for (const bearer of ['anon-key', '', `${key}x`]) expect((await digest.call(bearer)).status).toBe(401);
    expect(digest.claims).toEqual([]);
    expect(digest.mails).toEqual([]);
  });
});
