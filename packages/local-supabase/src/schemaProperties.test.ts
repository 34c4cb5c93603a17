import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLimits, leadFormSchemas, submitLead } from '@cg/data';
import { startTestBackend } from './testBackend';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/**
 * The browser's schemas and the database's CHECKs must agree: whatever the schema accepts, the intake
 * stores, and whatever breaks a shared rule, sent straight to the database past the browser and the
 * intake's own checks (as the service role would), is refused.
 */
let backend: Awaited<ReturnType<typeof startTestBackend>>;
beforeAll(async () => {
  backend = await startTestBackend({ intake: everyIntakeLimitAt(100_000), conversionLog: () => undefined });
}, 60_000);
afterAll(async () => backend?.stop());

const greekOrLatin = fc.constantFrom(..."αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΕΖΗΘabcdefghijklmnopqrstuvwxyzABC-' ".split(''));
const text = (min: number, max: number) => fc.array(greekOrLatin, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/);
const domain = fc.stringMatching(/^[a-z0-9]{1,15}\.(gr|com|eu|org)$/);
const email = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);
/** Phone numbers as people write them: 9 to 16 digits, a leading + or not, spaces, dashes, dots, parentheses. */
const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(fc.constantFrom(...'0123456789'), fc.constantFrom('', '', '', ' ', '-', '.', '(', ')')), {
      minLength: 9,
      maxLength: 16,
    }),
  )
  .map(([plus, parts]) => `${plus ? '+' : ''}${parts.map(([digit, separator]) => digit + separator).join('')}`);

const intake = () => `${backend.url}/functions/v1/lead-intake`;
const stored = async (email: string) =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from public.leads where email = $1', [email])).rows[0]!.n;
let sequence = 0;
const unique = (mail: string) => `${(sequence += 1)}.${mail}`;

describe('form schemas against the database, through the intake', () => {
  it('every students lead the schema accepts is stored; one it refuses is answered with its messages', async () => {
    await fc.assert(
      fc.asyncProperty(text(1, 110), text(1, 110), email, phone, async (firstName, lastName, mail, tel) => {
        const values = { firstName, lastName, email: unique(mail), phone: tel };
        const parsed = v.safeParse(leadFormSchemas.students, values);
        const result = await submitLead(intake(), 'students', values, { submissionId: crypto.randomUUID() });
        if (parsed.success) {
          expect(result).toEqual({ ok: true });
          expect(await stored(parsed.output.email)).toBe(1);
        } else {
          expect(result).toMatchObject({ ok: false, reason: 'invalid' });
          expect(await stored(values.email.trim())).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every foreis lead the schema accepts is stored', async () => {
    await fc.assert(
      fc.asyncProperty(text(2, 60), email, phone, text(2, 300), async (responsibleName, mail, tel, companyName) => {
        const values = { responsibleName, email: unique(mail), phone: tel, companyName };
        const parsed = v.safeParse(leadFormSchemas.foreis, values);
        fc.pre(parsed.success);
        expect(await submitLead(intake(), 'foreis', values, { submissionId: crypto.randomUUID() })).toEqual({ ok: true });
      }),
      { numRuns: 40 },
    );
  });

  it('a row breaking a shared rule, sent to the database past every check, is refused and not stored', async () => {
    const valid = { first_name: 'Μαρία', last_name: 'Παπά', phone: '6912345678', lead_source: 'students_cta_form' };
    const breakages = fc.oneof(
      text(0, 1).map((value) => ({ first_name: value })),
      text(0, 1).map((value) => ({ last_name: value })),
      fc.integer({ min: fieldLimits.name.max + 1, max: 400 }).map((length) => ({ first_name: 'α'.repeat(length) })),
      fc.stringMatching(/^[0-9]{0,9}$/).map((value) => ({ phone: value })),
      fc.stringMatching(/^[0-9]{16,25}$/).map((value) => ({ phone: value })),
      fc.stringMatching(/^[a-zα-ω]{10,20}$/).map((value) => ({ phone: value })),
      fc.integer({ min: fieldLimits.phone.max + 1, max: 200 }).map((length) => ({ phone: `6912345678${' '.repeat(length)}x` })),
      fc.stringMatching(/^[a-z0-9.]{0,30}$/).map((value) => ({ email: value })),
      fc.constantFrom('newsletter', 'students', '', 'ADMIN').map((value) => ({ lead_source: value })),
      text(2, 40).map((value) => ({ company_name: value })),
    );
    await fc.assert(
      fc.asyncProperty(breakages, async (broken) => {
        const breakage: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'lead_source' | 'company_name', string>> = broken;
        const mail = unique('broken@example.gr');
        const lead = { email: mail, ...valid, ...breakage };
        const answer = await fetch(`${backend.url}/rest/v1/rpc/intake_lead`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            apikey: backend.serviceRoleKey,
            Authorization: `Bearer ${backend.serviceRoleKey}`,
          },
          body: JSON.stringify({ lead, client: 'property-test', max_per_window: 100_000, window_seconds: 600 }),
        });
        expect(answer.status).toBe(400);
        expect(await stored(lead.email)).toBe(0);
        // The schema refuses the same values (where the field is one the form has).
        if ('first_name' in breakage || 'last_name' in breakage || 'phone' in breakage || 'email' in breakage) {
          const values = { firstName: lead.first_name, lastName: lead.last_name, email: lead.email, phone: lead.phone };
          expect(v.safeParse(leadFormSchemas.students, values).success).toBe(false);
        }
      }),
      { numRuns: 80 },
    );
  });
});
