/**
 * The PostgREST filters the local backend answers:
 * `col=eq.x`, `col=gt.x` / `gte` / `lt` / `lte`, `col=in.(a,b)` and `col=ilike.*pattern*` (`*` is
 * PostgREST's spelling of `%`). Anything else is refused with 400, never silently ignored.
 */
export type FilterOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'ilike';
export type Filter = { column: string; operator: FilterOperator; value: string; values?: string[] };
export type FilterError = { status: number; code: string; message: string };

const operators = new Set<FilterOperator>(['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'ilike']);
/** At most this many values in one `in` list, and this many characters in one filter's value. */
const maxInValues = 100;
const maxValueLength = 1000;

export function parseFilter(column: string, raw: string): Filter | FilterError {
  const dot = raw.indexOf('.');
  const operator = (dot > 0 ? raw.slice(0, dot) : raw) as FilterOperator;
  const value = dot > 0 ? raw.slice(dot + 1) : '';
  if (!operators.has(operator))
    return {
      status: 400,
      code: 'PGRST100',
      message: `Unsupported filter on ${column}: the local backend takes eq, gt, gte, lt, lte, in and ilike (got ${raw.slice(0, 40)})`,
    };
  if (value.length > maxValueLength) return { status: 400, code: 'PGRST100', message: `The filter on ${column} is too long` };
  if (operator !== 'in') return { column, operator, value: operator === 'ilike' ? value.replace(/\*/g, '%') : value };
  const list = /^\((.*)\)$/s.exec(value);
  if (!list) return { status: 400, code: 'PGRST100', message: `"in" on ${column} needs a list in parentheses: in.(a,b)` };
  const values = list[1] === '' ? [] : list[1]!.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'));
  if (values.length > maxInValues)
    return { status: 400, code: 'PGRST100', message: `"in" on ${column} takes at most ${maxInValues} values` };
  return { column, operator, value, values };
}

export const isFilterError = (value: Filter | FilterError): value is FilterError => 'status' in value;

/** `Prefer: count=exact`: the answer carries the total in Content-Range (`0-24/1234`, or `*\/0`). */
export const wantsCount = (prefer: string | null | undefined) => /(^|[,\s])count=exact($|[,\s])/.test(prefer ?? '');

export function contentRange(offset: number, returned: number, total: number): string {
  return returned ? `${offset}-${offset + returned - 1}/${total}` : `*/${total}`;
}
