/** PostgreSQL errors in PostgREST's shape and status codes. */
export type PostgrestError = { code: string; message: string; details: string | null; hint: string | null };

/**
 * PostgREST's table of statuses (docs.postgrest.org, "HTTP Status Codes"): exact codes first, then
 * classes by prefix; any other error is the request's fault, 400. The server's own trouble is a 5xx.
 */
const exactStatus: Record<string, number> = {
  '23503': 409, // foreign key violation
  '23505': 409, // unique violation
  '25006': 405, // read-only transaction
  '53400': 500, // configuration limit exceeded
  '42883': 404, // undefined function
  '42P01': 404, // undefined table
  '42P17': 500, // infinite recursion (a policy that reads its own table)
  P0001: 400, // raise exception
};
const classStatus: [prefix: string, status: number][] = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  ['54', 500],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
];

/** The status PostgREST answers an SQLSTATE with; insufficient privilege is 401 for anon, 403 for a signed-in role. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // A function's own answer (RAISE ... USING ERRCODE = 'PT409'): PostgREST answers with the status it names.
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  return exactStatus[code] ?? classStatus.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

export function fromPgError(error: unknown, role: string): { status: number; body: PostgrestError } {
  const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
  // Not a database error (a bug of ours, a lost connection): the server's fault.
  const code = pg.code ?? 'XX000';
  return {
    status: statusForSqlState(code, role),
    body: { code, message: pg.message ?? 'Unknown database error', details: pg.detail ?? null, hint: pg.hint ?? null },
  };
}

export const postgrestError = (status: number, code: string, message: string, hint: string | null = null) => ({
  status,
  body: { code, message, details: null, hint } satisfies PostgrestError,
});
