import { http, HttpResponse } from 'msw';
import { callerFrom } from './caller';
import { mockDatabase, type TableName } from './store';
import { assertGranted, assertUnique, columnsOf, prepareRow, SqlError, tableRules, visible, type Caller } from './tableRules';
import { restUrl } from './supabaseUrl';
import { isPageError, parsePage, unsupportedParameters, type Page } from '../supabase/rules/page';
import { isJsonContentType, isSelectError, jsonDepthExceeds, parseSelect } from '../supabase/rules/body';
import { contentRange, isFilterError, likeToRegExp, parseFilter, wantsCount, type Filter } from '../supabase/rules/filters';
import { isOrderError, parseOrder, type OrderTerm } from '../supabase/rules/order';

type AnyRow = Record<string, unknown>;

const statusBySqlState: Record<string, number> = { '23505': 409, '23503': 409, '23514': 400, '23502': 400, '22P02': 400, '22001': 400 };

const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** A database error with PostgREST's status: 401 for anon and 403 for a signed-in role on 42501. */
const fromSqlError = (error: SqlError, caller: Caller) =>
  postgrestError(
    error.code === '42501' ? (caller.role === 'anon' ? 401 : 403) : (statusBySqlState[error.code] ?? 400),
    error.code,
    error.message,
  );

const unknownColumn = (table: string, column: string) =>
  postgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

const reserved = new Set(['select', 'order', 'limit', 'offset']);
type Query = { columns: string[] | '*'; filters: Filter[]; order: OrderTerm[]; page: Page };

/** The PostgREST query subset the site uses (and the local backend answers): columns, eq filters, order, limit, offset. */
function parseQuery(url: URL, table: TableName, range: string | null): Query | Response {
  const known = new Set(columnsOf(table));
  const columns = parseSelect(url.searchParams.get('select'), known, table);
  if (isSelectError(columns)) return postgrestError(columns.status, columns.code, columns.message);
  const filters: Filter[] = [];
  for (const [key, value] of url.searchParams) {
    if (unsupportedParameters.has(key)) return postgrestError(400, 'PGRST100', `"${key}" is not supported by the local backend`);
    if (reserved.has(key)) continue;
    if (!known.has(key)) return unknownColumn(table, key);
    const filter = parseFilter(key, value);
    if (isFilterError(filter)) return postgrestError(filter.status, filter.code, filter.message);
    filters.push(filter);
  }
  const order = parseOrder(url.searchParams.get('order'), known, table);
  if (isOrderError(order)) return postgrestError(order.status, order.code, order.message);
  const page = parsePage(url.searchParams.get('limit'), url.searchParams.get('offset'), range);
  if (isPageError(page)) return postgrestError(page.status, page.code, page.message);
  return { columns, filters, order, page };
}

/** Orders two values as PostgreSQL orders the column's type: times as instants, the rest as text. */
const compare = (table: TableName, column: string, left: unknown, right: string) => {
  const type = (tableRules[table].columns as Record<string, { type: unknown }>)[column]?.type;
  if (type === 'timestamptz') {
    const [a, b] = [Date.parse(String(left)), Date.parse(right)];
    if (Number.isNaN(b)) throw new SqlError('22007', `invalid input syntax for type timestamp with time zone: "${right}"`);
    return a - b;
  }
  return String(left) < right ? -1 : String(left) > right ? 1 : 0;
};

const matches = (table: TableName, filters: Query['filters']) => (row: AnyRow) =>
  filters.every(({ column, operator, value, values }) => {
    const cell = row[column];
    if (cell === null || cell === undefined) return false;
    switch (operator) {
      case 'eq':
        return String(cell) === value;
      case 'in':
        return values!.includes(String(cell));
      case 'ilike':
        return likeToRegExp(value).test(String(cell));
      case 'gt':
        return compare(table, column, cell, value) > 0;
      case 'gte':
        return compare(table, column, cell, value) >= 0;
      case 'lt':
        return compare(table, column, cell, value) < 0;
      default:
        return compare(table, column, cell, value) <= 0;
    }
  });

const project = (columns: Query['columns']) => (row: AnyRow) =>
  columns === '*' ? structuredClone(row) : Object.fromEntries(columns.map((column) => [column, row[column]]));

function sorted(rows: AnyRow[], order: Query['order']) {
  if (!order.length) return rows;
  return [...rows].sort((a, b) => {
    for (const { column, descending, nullsFirst } of order) {
      const [x, y] = [a[column], b[column]];
      if (x === y) continue;
      if (x === null) return nullsFirst ? -1 : 1;
      if (y === null) return nullsFirst ? 1 : -1;
      const less = String(x) < String(y);
      return (less ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
}

/** A write's body: JSON only (415 otherwise), well formed, nested no deeper than a row. */
async function readJson(request: Request): Promise<{ body: unknown } | Response> {
  const text = await request.text();
  if (text.length && !isJsonContentType(request.headers.get('content-type')))
    return postgrestError(415, 'PGRST107', 'Content-Type not acceptable: only application/json is');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return jsonDepthExceeds(body) ? postgrestError(400, 'PGRST102', 'The JSON body is nested too deeply') : { body };
}

const isTable = (name: string): name is TableName => name in tableRules;

/**
 * PostgREST over the typed in-memory tables of ./store, with the migration's GRANTs, row level
 * security, CHECKs, uniques and trigger, so stories meet the same answers as the local backend.
 */
export const restHandler = http.all(restUrl(':table'), async ({ request, params }) => {
  const table = String(params.table);
  if (!isTable(table)) return postgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  const caller = callerFrom(request);
  const url = new URL(request.url);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const query = parseQuery(url, table, isRead ? request.headers.get('range') : null);
  if (query instanceof Response) return query;
  const wantsRows = (request.headers.get('prefer') ?? '').includes('return=representation');
  const rows = mockDatabase.tables[table] as AnyRow[];
  const returned = (written: AnyRow[]) => written.filter(visible(table, 'select', caller)).map(project(query.columns));

  try {
    switch (request.method) {
      case 'GET':
      case 'HEAD': {
        assertGranted(table, 'select', caller);
        const found = sorted(rows.filter(visible(table, 'select', caller)).filter(matches(table, query.filters)), query.order);
        const { offset, limit } = query.page;
        const page = found.slice(offset, limit === null ? undefined : offset + limit).map(project(query.columns));
        const headers = wantsCount(request.headers.get('prefer'))
          ? { 'Content-Range': contentRange(offset, page.length, found.length) }
          : undefined;
        return request.method === 'HEAD' ? new HttpResponse(null, { status: 200, headers }) : HttpResponse.json(page, { headers });
      }
      case 'POST': {
        const parsed = await readJson(request);
        if (parsed instanceof Response) return parsed;
        const records = Array.isArray(parsed.body) ? parsed.body : [parsed.body];
        if (!records.length || records.some((record) => typeof record !== 'object' || record === null || Array.isArray(record))) {
          return postgrestError(400, 'PGRST102', 'The body must be a JSON object or an array of objects');
        }
        for (const record of records as AnyRow[])
          for (const column of Object.keys(record)) if (!columnsOf(table).includes(column)) return unknownColumn(table, column);
        assertGranted(table, 'insert', caller);
        if (wantsRows) assertGranted(table, 'select', caller);
        // All rows or none, as in one transaction.
        const written: AnyRow[] = [];
        for (const record of records as AnyRow[]) {
          const row = prepareRow(table, record, null, caller, 'insert');
          assertUnique(table, row, [...rows, ...written]);
          if (wantsRows && !visible(table, 'select', caller)(row))
            throw new SqlError('42501', `new row violates row-level security policy for table "${table}"`);
          written.push(row);
        }
        rows.push(...written);
        return wantsRows ? HttpResponse.json(returned(written), { status: 201 }) : new HttpResponse(null, { status: 201 });
      }
      case 'PATCH': {
        const parsed = await readJson(request);
        if (parsed instanceof Response) return parsed;
        if (typeof parsed.body !== 'object' || parsed.body === null || Array.isArray(parsed.body))
          return postgrestError(400, 'PGRST102', 'The body must be a JSON object');
        const changes = parsed.body as AnyRow;
        for (const column of Object.keys(changes)) if (!columnsOf(table).includes(column)) return unknownColumn(table, column);
        if (!Object.keys(changes).length) return new HttpResponse(null, { status: 204 });
        assertGranted(table, 'update', caller, Object.keys(changes));
        // Reading columns in the filter needs SELECT, and then the SELECT policies apply too.
        if (query.filters.length || wantsRows) assertGranted(table, 'select', caller);
        const targets = rows
          .filter(matches(table, query.filters))
          .filter(visible(table, 'update', caller))
          .filter((row) => !query.filters.length || visible(table, 'select', caller)(row));
        const updated = targets.map((old) => {
          const row = prepareRow(table, changes, old, caller, 'update');
          assertUnique(
            table,
            row,
            rows.filter((other) => other !== old),
          );
          return [old, row] as const;
        });
        for (const [old, row] of updated) rows[rows.indexOf(old)] = row;
        return wantsRows ? HttpResponse.json(returned(updated.map(([, row]) => row))) : new HttpResponse(null, { status: 204 });
      }
      case 'DELETE': {
        assertGranted(table, 'delete', caller);
        if (query.filters.length || wantsRows) assertGranted(table, 'select', caller);
        const targets = rows
          .filter(matches(table, query.filters))
          .filter(visible(table, 'delete', caller))
          .filter((row) => !query.filters.length || visible(table, 'select', caller)(row));
        mockDatabase.tables[table] = rows.filter((row) => !targets.includes(row)) as never;
        return wantsRows ? HttpResponse.json(returned(targets)) : new HttpResponse(null, { status: 204 });
      }
      default:
        return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  } catch (error) {
    if (error instanceof SqlError) return fromSqlError(error, caller);
    throw error;
  }
});

/** Rows the mocked project holds, per table, so a story or test can assert what was sent. */
export const storedRows = <T extends TableName>(table: T) => mockDatabase.tables[table];

export const restHandlers = [restHandler];
