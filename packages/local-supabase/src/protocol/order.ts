/**
 * `order=created_at.desc,id.asc` as supabase-js sends it for chained `.order()` calls: each term a known column, asc or desc, nullsfirst or nullslast.
 */
export type OrderTerm = { column: string; descending: boolean; nullsFirst: boolean };
export type OrderError = { status: number; code: string; message: string };

export function parseOrder(param: string | null, known: ReadonlySet<string>, table: string): OrderTerm[] | OrderError {
  if (!param) return [];
  const terms: OrderTerm[] = [];
  for (const term of param.split(',')) {
    const [column = '', direction = 'asc', nulls, ...rest] = term.trim().split('.');
    if (!known.has(column))
      return { status: 400, code: 'PGRST204', message: `Could not find the '${column}' column of '${table}' in the schema cache` };
    if (!['asc', 'desc'].includes(direction) || rest.length || (nulls !== undefined && !['nullsfirst', 'nullslast'].includes(nulls))) {
      return { status: 400, code: 'PGRST100', message: `Bad order: ${term.slice(0, 60)}` };
    }
    const descending = direction === 'desc';
    // PostgreSQL puts nulls first in descending order unless told otherwise.
    terms.push({ column, descending, nullsFirst: nulls ? nulls === 'nullsfirst' : descending });
  }
  return terms;
}

export const isOrderError = (value: OrderTerm[] | OrderError): value is OrderError => !Array.isArray(value);
