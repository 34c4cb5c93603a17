/**
 * What a REST request's body and select list may be: JSON only (PostgREST answers any other Content-Type with 415), nested no deeper than a row can
 * be (a body nested thousands deep overflowed the stack), and a select list no longer than the table is
 * wide (PostgreSQL refuses more than 1,664 entries with an error PostgREST would not show).
 */
export const maxJsonDepth = 32;

/** application/json, with or without parameters (charset). */
export const isJsonContentType = (header: string | null | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** How deep a parsed JSON value nests, counted without recursion; stops counting past `limit`. */
export function jsonDepthExceeds(value: unknown, limit = maxJsonDepth): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth += 1) {
    if (depth > limit) return true;
    const next: unknown[] = [];
    for (const item of level) if (item !== null && typeof item === 'object') next.push(...(Object.values(item) as unknown[]));
    level = next;
  }
  return false;
}

export type SelectError = { status: number; code: string; message: string };

/** The columns a `select=` names, each once at most as many as the table has; '*' for all. */
export function parseSelect(select: string | null, known: ReadonlySet<string>, table: string): string[] | '*' | SelectError {
  if (select === null || select === '*') return '*';
  const columns = select.split(',').map((part) => part.trim());
  if (columns.length > known.size) return { status: 400, code: 'PGRST100', message: `"select" names more columns than '${table}' has` };
  for (const column of columns) {
    if (!known.has(column))
      return { status: 400, code: 'PGRST204', message: `Could not find the '${column}' column of '${table}' in the schema cache` };
  }
  return columns;
}

export const isSelectError = (value: string[] | '*' | SelectError): value is SelectError => !Array.isArray(value) && value !== '*';
