/**
 * The rows a PostgREST read asks for: `limit` and `offset` as supabase-js sends them for `.limit()` and `.range()`, or a `Range: 0-9` header.
 */
export type Page = { offset: number; limit: number | null };
export type PageError = { status: number; code: string; message: string };

/** Digits only, below a billion: what PostgreSQL's bigint and common sense both take. */
const countPattern = /^\d{1,9}$/;

export function parsePage(limit: string | null, offset: string | null, range: string | null | undefined): Page | PageError {
  for (const [name, value] of [
    ['limit', limit],
    ['offset', offset],
  ] as const) {
    if (value !== null && !countPattern.test(value))
      return { status: 400, code: 'PGRST100', message: `"${name}" must be a whole number below a billion` };
  }
  if (limit !== null || offset !== null) return { offset: Number(offset ?? 0), limit: limit === null ? null : Number(limit) };
  if (!range) return { offset: 0, limit: null };
  const match = /^(\d{1,9})-(\d{1,9})?$/.exec(range.trim());
  const from = Number(match?.[1]);
  if (!match || (match[2] !== undefined && Number(match[2]) < from))
    return { status: 416, code: 'PGRST103', message: 'Requested range not satisfiable' };
  return { offset: from, limit: match[2] === undefined ? null : Number(match[2]) - from + 1 };
}

export const isPageError = (page: Page | PageError): page is PageError => 'status' in page;

/** PostgREST parameters the local backend does not implement: refused with 400, never silently ignored. */
export const unsupportedParameters = new Set(['columns', 'on_conflict']);
