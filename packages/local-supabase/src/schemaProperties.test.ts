import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAppClient, fieldLimits, foreisSchema, studentsSchema, toLeadRow, type AppClient } from '@cg/data';
import { startTestBackend } from './testBackend';

/**
 * The browser's schemas and the database's CHECKs must agree: whatever the schema accepts the
 * database stores, and whatever breaks a shared rule, sent straight past the browser, is refused.
 */
let backend: Awaited<ReturnType<typeof startTestBackend>>;
let client: AppClient;
beforeAll(async () => {
  backend = await startTestBackend();
  client = createAppClient({
    url: backend.url,
    anonKey: backend.anonKey,
    options: { realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
  });
}, 60_000);
afterAll(async () => backend?.stop());

const greekOrLatin = fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΕΖΗΘabcdefghijklmnopqrstuvwxyzABC-\' '.split(''));
const text = (min: number, max: number) => fc.array(greekOrLatin, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/);
const domain = fc.stringMatching(/^[a-z0-9]{1,15}\.(gr|com|eu|org)$/);
const email = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);
const phone = fc.stringMatching(/^\+?[0-9 ]{10,25}$/);

const stored = async (submissionId: string) =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from public.leads where submission_id = $1', [submissionId])).rows[0]!.n;

describe('form schemas against the database', () => {
  it('every students lead the schema accepts is stored', async () => {
    await fc.assert(
      fc.asyncProperty(text(1, 110), text(1, 110), email, phone, async (firstName, lastName, mail, tel) => {
        const parsed = v.safeParse(studentsSchema, { firstName, lastName, email: mail, phone: tel });
        fc.pre(parsed.success);
        const row = toLeadRow('students', parsed.output, crypto.randomUUID());
        const { error } = await client.from('leads').insert(row);
        expect(error).toBeNull();
        expect(await stored(row.submission_id)).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it('every foreis lead the schema accepts is stored', async () => {
    await fc.assert(
      fc.asyncProperty(text(2, 60), email, phone, text(2, 300), async (responsibleName, mail, tel, companyName) => {
        const parsed = v.safeParse(foreisSchema, { responsibleName, email: mail, phone: tel, companyName });
        fc.pre(parsed.success);
        const row = toLeadRow('foreis', parsed.output, crypto.randomUUID());
        const { error } = await client.from('leads').insert(row);
        expect(error).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('a row breaking a shared rule, sent past the browser, is refused and not stored', async () => {
    const valid = { first_name: 'Μαρία', last_name: 'Παπά', email: 'm@example.gr', phone: '6912345678', lead_source: 'students_cta_form' };
    const breakages = fc.oneof(
      text(0, 1).map((value) => ({ first_name: value })),
      text(0, 1).map((value) => ({ last_name: value })),
      fc.integer({ min: fieldLimits.name.max + 1, max: 400 }).map((length) => ({ first_name: 'α'.repeat(length) })),
      fc.stringMatching(/^[0-9]{0,9}$/).map((value) => ({ phone: value })),
      fc.integer({ min: fieldLimits.phone.max + 1, max: 200 }).map((length) => ({ phone: '6'.repeat(length) })),
      fc.stringMatching(/^[a-z0-9.]{0,30}$/).map((value) => ({ email: value })),
      fc.constantFrom('newsletter', 'students', '', 'ADMIN').map((value) => ({ lead_source: value })),
      text(2, 40).map((value) => ({ company_name: value })),
    );
    await fc.assert(
      fc.asyncProperty(breakages, async (broken) => {
        const breakage: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'lead_source' | 'company_name', string>> = broken;
        const submissionId = crypto.randomUUID();
        const { error } = await client.from('leads').insert({ ...valid, ...breakage, submission_id: submissionId } as never);
        expect(error).not.toBeNull();
        expect(await stored(submissionId)).toBe(0);
        // The schema refuses the same values (where the field is one the form has).
        if ('first_name' in breakage || 'last_name' in breakage || 'phone' in breakage || 'email' in breakage) {
          const values = {
            firstName: breakage.first_name ?? valid.first_name,
            lastName: breakage.last_name ?? valid.last_name,
            email: breakage.email ?? valid.email,
            phone: breakage.phone ?? valid.phone,
          };
          expect(v.safeParse(studentsSchema, values).success).toBe(false);
        }
      }),
      { numRuns: 80 },
    );
  });
});
