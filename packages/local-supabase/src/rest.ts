import type { Database, Sql } from './sql';
import { fromPgError, postgrestError } from './errors';
import type { RequestContext, Reply } from './types';
import { isPageError, parsePage, unsupportedParameters } from './protocol/page';
import { isSelectError, parseSelect } from './protocol/body';
import { contentRange, isFilterError, parseFilter, wantsCount, type Filter } from './protocol/filters';
import { isOrderError, parseOrder } from './protocol/order';

/** Each table of the public schema and its columns. */
export type SchemaCache = Map<string, Set<string>>;

/** Tables and columns of the public schema, read once: identifiers are only ever taken from here. */
export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of rows) {
    if (!tables.has(table_name)) tables.set(table_name, new Set());
    tables.get(table_name)!.add(column_name);
  }
  return tables;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const reserved = new Set(['select', 'order', 'limit', 'offset']);

/** Runs `work` in its own transaction as the request's role with its JWT claims, as PostgREST does. */
export async function asRole<T>(db: Database, context: RequestContext, work: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${context.role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`, [
      JSON.stringify(context.claims),
      JSON.stringify(context.headers ?? {}),
    ]);
    return work(tx);
  });
}

type Parsed = { columns: string; where: string; params: unknown[]; order: string; limit: string; offset: number };

/** LIMIT/OFFSET for a read, or the PostgREST-shaped refusal of a bad limit, offset or Range. */
function pageOf(url: URL, range: string | undefined): { sql: string; offset: number } | Reply {
  const page = parsePage(url.searchParams.get('limit'), url.searchParams.get('offset'), range);
  if (isPageError(page)) return postgrestError(page.status, page.code, page.message);
  return { sql: `${page.limit !== null ? ` limit ${page.limit}` : ''}${page.offset ? ` offset ${page.offset}` : ''}`, offset: page.offset };
}

/** One filter as SQL on its parameters (compared as text, as the values arrive; ranges as the column's own type). */
function filterSql(filter: Filter, params: unknown[]): string {
  const column = quote(filter.column);
  const next = (value: unknown) => `$${params.push(value)}`;
  switch (filter.operator) {
    case 'eq':
      return `${column}::text = ${next(filter.value)}`;
    case 'in':
      return `${column}::text = any(${next(filter.values)}::text[])`;
    case 'ilike':
      return `${column}::text ilike ${next(filter.value)}`;
    default:
      return `${column} ${{ gt: '>', gte: '>=', lt: '<', lte: '<=' }[filter.operator]} ${next(filter.value)}`;
  }
}

function parseQuery(url: URL, table: string, known: Set<string>, range: string | undefined): Parsed | Reply {
  const unknownColumn = (column: string) =>
    postgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
  const select = parseSelect(url.searchParams.get('select'), known, table);
  if (isSelectError(select)) return postgrestError(select.status, select.code, select.message);
  const selected = select === '*' ? ['*'] : select;
  const params: unknown[] = [];
  const conditions: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (unsupportedParameters.has(key)) return postgrestError(400, 'PGRST100', `"${key}" is not supported by the local backend`);
    if (reserved.has(key)) continue;
    if (!known.has(key)) return unknownColumn(key);
    const filter = parseFilter(key, value);
    if (isFilterError(filter)) return postgrestError(filter.status, filter.code, filter.message);
    conditions.push(filterSql(filter, params));
  }
  const terms = parseOrder(url.searchParams.get('order'), known, table);
  if (isOrderError(terms)) return postgrestError(terms.status, terms.code, terms.message);
  const order = terms.length
    ? ` order by ${terms.map(({ column, descending, nullsFirst }) => `${quote(column)} ${descending ? 'desc' : 'asc'} nulls ${nullsFirst ? 'first' : 'last'}`).join(', ')}`
    : '';
  const page = pageOf(url, range);
  if ('status' in page) return page;
  return {
    columns: selected.map((column) => (column === '*' ? '*' : quote(column))).join(', '),
    where: conditions.length ? ` where ${conditions.join(' and ')}` : '',
    params,
    order,
    limit: page.sql,
    offset: page.offset,
  };
}

const isReply = (value: Parsed | Reply): value is Reply => 'status' in value;

/** What one table request works with: the caller, the table and its columns, the parsed query, what to return. */
type TableCall = {
  db: Database;
  context: RequestContext;
  table: string;
  known: Set<string>;
  parsed: Parsed;
  body: unknown;
  prefer: string;
  /** `returning …` when the caller asked for the rows (Prefer: return=representation). */
  returning: string;
};

// Rows become JSON inside PostgreSQL, as PostgREST does: timestamps read the same from any driver.
const jsonRows = async (tx: Sql, statement: string, params: unknown[]) =>
  (await tx.query<{ rows: unknown[] }>(`with r as (${statement}) select coalesce(json_agg(r), '[]'::json) as rows from r`, params)).rows[0]!
    .rows;

const unknownColumn = (column: string, table: string) =>
  Object.assign(new Error(`Could not find the '${column}' column of '${table}' in the schema cache`), { code: 'PGRST204' });

/** GET and HEAD: the page of rows the caller may see, and with Prefer: count=exact the total of them. */
async function selectRows({ db, context, table, parsed, prefer }: TableCall, method: string): Promise<Reply> {
  const counted = wantsCount(prefer);
  const { rows, total } = await asRole(db, context, async (tx) => ({
    rows: await jsonRows(
      tx,
      `select ${parsed.columns} from public.${quote(table)}${parsed.where}${parsed.order}${parsed.limit}`,
      parsed.params,
    ),
    total: counted
      ? (await tx.query<{ n: number }>(`select count(*)::int as n from public.${quote(table)}${parsed.where}`, parsed.params)).rows[0]!.n
      : null,
  }));
  const headers = total === null ? undefined : { 'Content-Range': contentRange(parsed.offset, rows.length, total) };
  return { status: 200, body: method === 'HEAD' ? undefined : rows, headers };
}

/** POST: one row or an array of rows, each an insert of the columns it names. */
async function insertRows({ db, context, table, known, body, returning }: TableCall): Promise<Reply> {
  const records = Array.isArray(body) ? body : [body];
  if (!records.length || records.some((record) => typeof record !== 'object' || record === null || Array.isArray(record))) {
    return postgrestError(400, 'PGRST102', 'The body must be a JSON object or an array of objects');
  }
  const rows = await asRole(db, context, async (tx) => {
    const out: unknown[] = [];
    for (const record of records as Record<string, unknown>[]) {
      const columns = Object.keys(record);
      const unknown = columns.find((column) => !known.has(column));
      if (unknown) throw unknownColumn(unknown, table);
      const values = columns.map((column) => toParam(record[column]));
      const sql = columns.length
        ? `insert into public.${quote(table)} (${columns.map(quote).join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})${returning}`
        : `insert into public.${quote(table)} default values${returning}`;
      if (returning) out.push(...(await jsonRows(tx, sql, values)));
      else await tx.query(sql, values);
    }
    return out;
  });
  return { status: 201, body: returning ? rows : undefined };
}

/** PATCH: the named columns of every row the filters select. */
async function updateRows({ db, context, table, known, parsed, body, returning }: TableCall): Promise<Reply> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return postgrestError(400, 'PGRST102', 'The body must be a JSON object');
  const record = body as Record<string, unknown>;
  const columns = Object.keys(record);
  const unknown = columns.find((column) => !known.has(column));
  if (unknown) throw unknownColumn(unknown, table);
  if (!columns.length) return { status: 204 };
  const offset = parsed.params.length;
  const assignments = columns.map((column, index) => `${quote(column)} = $${offset + index + 1}`).join(', ');
  const values = [...parsed.params, ...columns.map((column) => toParam(record[column]))];
  const rows = await asRole(db, context, async (tx) => {
    const statement = `update public.${quote(table)} set ${assignments}${parsed.where}${returning}`;
    return returning ? jsonRows(tx, statement, values) : (await tx.query(statement, values), []);
  });
  return returning ? { status: 200, body: rows } : { status: 204 };
}

/** DELETE: every row the filters select. */
async function deleteRows({ db, context, table, parsed, returning }: TableCall): Promise<Reply> {
  const rows = await asRole(db, context, async (tx) => {
    const statement = `delete from public.${quote(table)}${parsed.where}${returning}`;
    return returning ? jsonRows(tx, statement, parsed.params) : (await tx.query(statement, parsed.params), []);
  });
  return returning ? { status: 200, body: rows } : { status: 204 };
}

/** /rest/v1/<table>: select, insert, update and delete with filters and order, under RLS. */
export async function handleRest(
  db: Database,
  schema: SchemaCache,
  context: RequestContext,
  method: string,
  table: string,
  url: URL,
  body: unknown,
  prefer: string,
  range?: string,
): Promise<Reply> {
  const known = schema.get(table);
  if (!known) return postgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  const parsed = parseQuery(url, table, known, method === 'GET' || method === 'HEAD' ? range : undefined);
  if (isReply(parsed)) return parsed;
  const returning = prefer.includes('return=representation') ? ` returning ${parsed.columns}` : '';
  const call: TableCall = { db, context, table, known, parsed, body, prefer, returning };
  try {
    if (method === 'GET' || method === 'HEAD') return await selectRows(call, method);
    if (method === 'POST') return await insertRows(call);
    if (method === 'PATCH') return await updateRows(call);
    if (method === 'DELETE') return await deleteRows(call);
    return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  } catch (error) {
    if ((error as { code?: string }).code === 'PGRST204') return postgrestError(400, 'PGRST204', (error as Error).message);
    return fromPgError(error, context.role);
  }
}

const toParam = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/**
 * The public schema's functions: their named arguments with types (what /rest/v1/rpc/<name> may call), and whether
 * each returns a set of rows (answered as an array, as PostgREST does) or one value.
 */
export type FunctionCache = Map<string, { args: Map<string, string>; returnsSet: boolean }>;

export async function loadFunctionCache(db: Database): Promise<FunctionCache> {
  const { rows } = await db.query<{ name: string; args: { name: string; type: string }[] | null; returns_set: boolean }>(
    `select p.proname as name, p.proretset as returns_set,
            (select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.position)
               from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality as a(name, type, position)) as args
       from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`,
  );
  return new Map(
    rows.map(({ name, args, returns_set }) => [
      name,
      { args: new Map((args ?? []).map((arg) => [arg.name, arg.type])), returnsSet: returns_set },
    ]),
  );
}

/**
 * POST /rest/v1/rpc/<name>: calls a public function with named arguments as the request's role, as
 * PostgREST does; EXECUTE grants decide who may. The answer is the function's JSON value.
 */
export async function handleRpc(
  db: Database,
  functions: FunctionCache,
  context: RequestContext,
  name: string,
  body: unknown,
): Promise<Reply> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return postgrestError(400, 'PGRST102', 'The body must be a JSON object');
  const args = body as Record<string, unknown>;
  const known = functions.get(name);
  const notFound = () =>
    postgrestError(404, 'PGRST202', `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`);
  if (!known || Object.keys(args).some((arg) => !known.args.has(arg))) return notFound();
  const names = Object.keys(args);
  // A JSON array for an array argument is its elements, as PostgREST reads it; anything else is cast from its text.
  const argument = (arg: string, index: number) => {
    const type = known.args.get(arg)!;
    return type.endsWith('[]') && Array.isArray(args[arg])
      ? `coalesce((select pg_catalog.array_agg(element) from pg_catalog.jsonb_array_elements_text($${index + 1}::jsonb) as element), '{}')::${type}`
      : `$${index + 1}::${type}`;
  };
  const call = names.map((arg, index) => `${quote(arg)} => ${argument(arg, index)}`).join(', ');
  // A set of rows is an array of them; one value is itself.
  const select = known.returnsSet
    ? `select coalesce(json_agg(row_to_json(answer)), '[]'::json) as result from public.${quote(name)}(${call}) as answer`
    : `select to_json(public.${quote(name)}(${call})) as result`;
  try {
    const rows = await asRole(db, context, (tx) =>
      tx.query<{ result: unknown }>(
        select,
        names.map((arg) => toParam(args[arg])),
      ),
    );
    return { status: 200, body: rows.rows[0]?.result ?? null };
  } catch (error) {
    // Named arguments that leave out one without a default.
    if ((error as { code?: string }).code === '42883') return notFound();
    return fromPgError(error, context.role);
  }
}
