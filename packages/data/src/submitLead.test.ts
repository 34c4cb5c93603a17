import { describe, expect, it } from 'vitest';
import { splitResponsibleName, toLeadRow } from './leadRow';
import { submitLead, type InsertResult } from './submitLead';
import type { LeadRow } from './leadRow';

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

/** A scripted backend: answers in order, records every row it was sent. */
function backend(...answers: Array<InsertResult | Error>) {
  const sent: LeadRow[] = [];
  const insert = async (row: LeadRow) => {
    sent.push(row);
    const answer = answers.shift() ?? { error: null, status: 201 };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { insert, sent };
}

const noWait = async () => {};

describe('toLeadRow', () => {
  it('maps the students form with its lead source', () => {
    expect(toLeadRow('students', student, 'id-1')).toEqual({
      submission_id: 'id-1',
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'maria@example.gr',
      phone: '6912345678',
      lead_source: 'students_cta_form',
    });
  });

  it('splits the foreis responsible name at the first space, N/A without a last name', () => {
    expect(splitResponsibleName('Γιώργος Παπαδόπουλος Νικολάου')).toEqual({ first_name: 'Γιώργος', last_name: 'Παπαδόπουλος Νικολάου' });
    expect(splitResponsibleName('  Γιώργος  ')).toEqual({ first_name: 'Γιώργος', last_name: 'N/A' });
    expect(
      toLeadRow('foreis', { responsibleName: 'Ελένη Δ.', email: 'e@school.gr', phone: '2101234567', companyName: 'Λύκειο Α' }, 'id-2'),
    ).toMatchObject({ first_name: 'Ελένη', last_name: 'Δ.', company_name: 'Λύκειο Α', lead_source: 'foreis_cta_form' });
  });
});

describe('submitLead', () => {
  it('succeeds on the first try', async () => {
    const { insert, sent } = backend({ error: null, status: 201 });
    expect(await submitLead(insert, 'students', student, { submissionId: 'a', sleep: noWait })).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
  });

  it('retries network errors, 5xx and 429 with backoff, keeping the same submission_id', async () => {
    const delays: number[] = [];
    const { insert, sent } = backend(new TypeError('Failed to fetch'), { error: { message: 'busy' }, status: 503 }, { error: null, status: 201 });
    const result = await submitLead(insert, 'students', student, {
      submissionId: 'same-id',
      baseDelayMs: 100,
      sleep: async (ms) => void delays.push(ms),
    });
    expect(result).toEqual({ ok: true });
    expect(sent.map((row) => row.submission_id)).toEqual(['same-id', 'same-id', 'same-id']);
    expect(delays).toEqual([100, 200]);
  });

  it('counts a unique violation on submission_id as success: an earlier try was stored', async () => {
    const { insert } = backend({ error: { message: 'lost response' }, status: 0 }, { error: { code: '23505', message: 'duplicate key' }, status: 409 });
    expect(await submitLead(insert, 'students', student, { submissionId: 'b', sleep: noWait })).toEqual({ ok: true });
  });

  it('gives up after three tries and reports the last error', async () => {
    const down = { error: { message: 'Could not connect' }, status: 503 };
    const { insert, sent } = backend(down, down, down, { error: null, status: 201 });
    expect(await submitLead(insert, 'students', student, { submissionId: 'c', sleep: noWait })).toEqual({
      ok: false,
      error: { message: 'Could not connect' },
    });
    expect(sent).toHaveLength(3);
  });

  it('does not retry what a retry cannot fix (a rule the database refused)', async () => {
    const { insert, sent } = backend({ error: { code: '23514', message: 'violates check constraint' }, status: 400 });
    const result = await submitLead(insert, 'students', student, { submissionId: 'd', sleep: noWait });
    expect(result.ok).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
