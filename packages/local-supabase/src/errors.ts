/** PostgreSQL errors in PostgREST's shape and status codes. */
export type PostgrestError = { code: string; message: string; details: string | null; hint: string | null };

const statusBySqlState: Record<string, number> = {
  '23505': 409, // unique violation
  '23503': 409, // foreign key violation
  '23514': 400, // check violation
  '23502': 400, // not null violation
  '22P02': 400, // invalid input syntax (bad enum, bad uuid)
  '22001': 400, // value too long
  '42501': 401, // insufficient privilege (PostgREST answers 401 for anon, 403 for a signed-in role)
  P0001: 400,
};

export function fromPgError(error: unknown, role: string): { status: number; body: PostgrestError } {
  const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
  const code = pg.code ?? 'XX000';
  let status = statusBySqlState[code] ?? (code.startsWith('22') || code.startsWith('23') ? 400 : 500);
  if (code === '42501' && role !== 'anon') status = 403;
  return { status, body: { code, message: pg.message ?? 'Unknown database error', details: pg.detail ?? null, hint: pg.hint ?? null } };
}

export const postgrestError = (status: number, code: string, message: string, hint: string | null = null) => ({
  status,
  body: { code, message, details: null, hint } satisfies PostgrestError,
});
