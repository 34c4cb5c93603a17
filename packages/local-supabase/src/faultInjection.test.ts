import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLead } from '@cg/data';
import { startTestBackend } from './testBackend';
import { everyIntakeLimitAt } from '../../../supabase/functions/_shared/settings';

/** A small seeded generator, so a failing run can be replayed exactly. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let backend: Awaited<ReturnType<typeof startTestBackend>>;
beforeAll(async () => {
  // One client address sends everything here: a limit the test never reaches.
  backend = await startTestBackend({ intake: everyIntakeLimitAt(100_000), conversionLog: () => undefined });
}, 60_000);
afterAll(async () => backend?.stop());

const intake = () => `${backend.url}/functions/v1/lead-intake`;

describe('lead submission through the intake under network faults', () => {
  it('200 submissions with half the requests failing: successes stored once, failures resent once', async () => {
    const random = mulberry32(20261122);
    const counts = { before: 0, after: 0, through: 0 };
    // Half the requests fail: a quarter before reaching the server, a quarter after the row was
    // written (the response is lost on the way back).
    const faultyFetch: typeof fetch = async (input, init) => {
      const roll = random();
      if (roll < 0.25) {
        counts.before += 1;
        throw new TypeError('fetch failed: connection reset before the request was sent');
      }
      const response = await fetch(input, init);
      if (roll < 0.5) {
        counts.after += 1;
        await response.arrayBuffer();
        throw new TypeError('fetch failed: connection reset before the response arrived');
      }
      counts.through += 1;
      return response;
    };

    const submissions = Array.from({ length: 200 }, (_, index) => ({
      submissionId: crypto.randomUUID(),
      values: {
        firstName: 'Δοκιμή',
        lastName: `Αριθμός${index}`,
        email: `lead${index}@example.gr`,
        phone: `69${String(index).padStart(8, '0')}`,
      },
    }));

    const outcomes = await Promise.all(
      submissions.map(async ({ submissionId, values }) => {
        const before = structuredClone(values);
        const result = await submitLead(intake(), 'students', values, { submissionId, baseDelayMs: 1, fetch: faultyFetch });
        // Whatever happened, the form's input is untouched, ready to send again.
        expect(values).toEqual(before);
        return { submissionId, values, ok: result.ok };
      }),
    );

    // This test's rows only: the database may be shared with other test files (PostgreSQL mode).
    const ids = submissions.map((submission) => submission.submissionId);
    const stored = async () =>
      new Map(
        (
          await backend.db.query<{ submission_id: string; n: number }>(
            `select submission_id, count(*)::int as n from public.leads where submission_id = any($1::uuid[]) group by submission_id`,
            [ids],
          )
        ).rows.map((row) => [row.submission_id, row.n]),
      );

    const afterFirstPass = await stored();
    const reportedOk = outcomes.filter((outcome) => outcome.ok);
    const reportedFailed = outcomes.filter((outcome) => !outcome.ok);
    // Every success is stored exactly once; nothing is stored twice.
    for (const outcome of reportedOk) expect(afterFirstPass.get(outcome.submissionId)).toBe(1);
    for (const n of afterFirstPass.values()) expect(n).toBe(1);

    // The visitor sends the failed ones again, with the same submission_id kept by the form.
    for (const outcome of reportedFailed) {
      expect(await submitLead(intake(), 'students', outcome.values, { submissionId: outcome.submissionId })).toEqual({ ok: true });
    }
    const afterResend = await stored();
    expect(afterResend.size).toBe(200);
    for (const n of afterResend.values()) expect(n).toBe(1);

    // The faults really happened, in both places, about half the time.
    const total = counts.before + counts.after + counts.through;
    expect(counts.before).toBeGreaterThan(total * 0.15);
    expect(counts.after).toBeGreaterThan(total * 0.15);
    console.log(
      `fault injection: ${total} requests (${counts.before} dropped before the server, ${counts.after} after the write); ` +
        `${reportedOk.length} reported stored, ${reportedFailed.length} reported failed and resent; 200 rows, none twice`,
    );
  }, 120_000);
});
