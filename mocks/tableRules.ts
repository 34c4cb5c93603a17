import { articleSearchText, Constants, leadSearchText, phonePattern } from '@cg/data';
import { attributionKeys, type AttributionKey } from '@cg/data/attribution';
import { cleanAttributionValue } from '@cg/data/attributionRules';
import { timestamp, type Row, type TableName } from './store';

/**
 * Who is asking, as the database sees it. 'service_role' is the Edge Functions' key: it bypasses row
 * level security, and the intake's functions it calls run as their owner.
 */
export type Caller = { role: 'anon' | 'authenticated' | 'service_role'; userId: string | null; isAdmin: boolean };
export type Command = 'select' | 'insert' | 'update' | 'delete';
type AnyRow = Record<string, unknown>;
const { Enums } = Constants.public;

/** A PostgreSQL error as PostgREST passes it on. */
export class SqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Column = {
  type: 'uuid' | 'text' | 'boolean' | 'integer' | 'timestamptz' | 'email' | { enum: keyof typeof Enums };
  nullable?: boolean;
  defaultValue?: () => unknown;
  /** Set by the database's BEFORE INSERT trigger whatever the client sends (private.set_server_fields). */
  serverSet?: boolean;
  /** The column's CHECK, named `<table>_<column>_check` as PostgreSQL names it. */
  check?: (value: never) => boolean;
};

type TableRules<T extends TableName> = {
  /** Every column of the generated Row type, so a new column cannot be forgotten here. */
  columns: Record<keyof Row<T>, Column>;
  checks?: { name: string; test: (row: Row<T>) => boolean }[];
  unique?: { name: string; column: keyof Row<T> }[];
  /** GRANTs per role: what PostgreSQL refuses with "permission denied" before looking at rows. */
  grants: Record<Caller['role'], Command[]>;
  /** Column GRANTs for updates, where a role may update some columns only. */
  updatableColumns?: Partial<Record<Caller['role'], (keyof Row<T>)[]>>;
  /** Row level security, as the migration's policies; a missing command means no policy (no rows). */
  policies: Partial<Record<Command, (row: Row<T>, caller: Caller) => boolean>>;
  /** A BEFORE trigger (and generated columns). */
  beforeWrite?: (row: Row<T>, old: Row<T> | null, caller: Caller) => void;
};

const trimmedLength = (value: string) => value.trim().length;
const between = (min: number, max: number) => (value: string) => trimmedLength(value) >= min && trimmedLength(value) <= max;
const upTo = (max: number) => (value: string | null) => value === null || value.length <= max;
const id = { type: 'uuid', defaultValue: () => crypto.randomUUID(), serverSet: true } as const;
const everything: Command[] = ['select', 'insert', 'update', 'delete'];
const phoneShape = new RegExp(`^(?:${phonePattern})$`);
const createdAt = { type: 'timestamptz', defaultValue: () => timestamp(), serverSet: true } as const;

/** The attribution columns' CHECKs: the intake's own rules (packages/data/src/attribution.ts). */
const attributionColumns = Object.fromEntries(
  attributionKeys.map((key) => [
    key,
    {
      type: 'text',
      nullable: true,
      defaultValue: () => null,
      check: (value: string | null) => value === null || cleanAttributionValue(key, value) === value,
    },
  ]),
) as Record<AttributionKey, { type: 'text'; nullable: true; defaultValue: () => null; check: (value: string | null) => boolean }>;

const leads: TableRules<'leads'> = {
  columns: {
    id,
    created_at: createdAt,
    submission_id: { type: 'uuid', defaultValue: () => crypto.randomUUID() },
    first_name: { type: 'text', check: between(1, 100) },
    last_name: { type: 'text', check: between(1, 100) },
    email: { type: 'email' },
    phone: { type: 'text', check: between(10, 30) },
    lead_source: { type: { enum: 'lead_source' } },
    company_name: { type: 'text', nullable: true, check: (value: string | null) => value === null || between(2, 2000)(value) },
    status: { type: { enum: 'lead_status' }, defaultValue: () => 'new' },
    status_changed_by: { type: 'uuid', nullable: true, defaultValue: () => null },
    status_changed_at: { type: 'timestamptz', nullable: true, defaultValue: () => null },
    first_contact_at: { type: 'timestamptz', nullable: true, defaultValue: () => null },
    note: { type: 'text', nullable: true, defaultValue: () => null, check: upTo(5000) },
    search_text: { type: 'text', nullable: true, defaultValue: () => null },
    ad_consent: { type: 'boolean', nullable: true, defaultValue: () => null },
    ad_consent_at: { type: 'timestamptz', nullable: true, defaultValue: () => null },
    notice_version: { type: 'text', nullable: true, defaultValue: () => null },
    attribution_known: { type: 'boolean', defaultValue: () => false },
    ...attributionColumns,
  },
  checks: [
    { name: 'leads_check', test: (row) => (row.lead_source === 'foreis_cta_form') === (row.company_name !== null) },
    {
      name: 'leads_check1',
      test: (row) =>
        row.lead_source === 'foreis_cta_form'
          ? row.last_name !== 'N/A' || trimmedLength(row.first_name) >= 2
          : trimmedLength(row.first_name) >= 2 && trimmedLength(row.last_name) >= 2,
    },
    { name: 'leads_phone_shape', test: (row) => phoneShape.test(row.phone) },
  ],
  unique: [{ name: 'leads_submission_id_key', column: 'submission_id' }],
  // Only the intake writes leads (as the service role); admins read them, change their status and note, erase them.
  grants: { anon: [], authenticated: ['select', 'update', 'delete'], service_role: everything },
  updatableColumns: { authenticated: ['status', 'note'] },
  policies: { select: (_, caller) => caller.isAdmin, update: (_, caller) => caller.isAdmin, delete: (_, caller) => caller.isAdmin },
  // private.stamp_status_change, and the generated search_text.
  beforeWrite: (row, old, caller) => {
    if (old) row.first_contact_at = old.first_contact_at;
    if (old && row.status !== old.status) {
      row.status_changed_by = caller.userId;
      row.status_changed_at = timestamp();
      if (old.status === 'new' && !old.first_contact_at) row.first_contact_at = row.status_changed_at;
    } else if (old) {
      row.status_changed_by = old.status_changed_by;
      row.status_changed_at = old.status_changed_at;
    }
    row.search_text = leadSearchText(row);
  },
};

const pdfDownloads: TableRules<'pdf_downloads'> = {
  columns: {
    id,
    created_at: createdAt,
    name: { type: 'text', check: between(1, 100) },
    lastname: { type: 'text', check: between(1, 100) },
    email: { type: 'email' },
    pdf_type: { type: 'text', check: (value: string) => ['career', 'personality', 'next', 'meta'].includes(value) },
    ip_address: { type: 'text', defaultValue: () => '', check: upTo(64) },
    user_agent: { type: 'text', nullable: true, check: upTo(1000) },
  },
  // Only the intake records downloads (as the service role); admins read them.
  grants: { anon: [], authenticated: ['select'], service_role: everything },
  policies: { select: (_, caller) => caller.isAdmin },
};

const articles: TableRules<'articles'> = {
  columns: {
    id,
    created_at: createdAt,
    title: { type: 'text', check: between(1, 300) },
    slug: { type: 'text', check: (value: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 200 },
    category: { type: { enum: 'article_category' }, defaultValue: () => 'education' },
    excerpt: { type: 'text', nullable: true, check: upTo(2000) },
    content: { type: 'text', nullable: true, check: upTo(200_000) },
    thumbnail_url: { type: 'text', nullable: true, check: upTo(2000) },
    featured: { type: 'boolean', defaultValue: () => false },
    status: { type: { enum: 'article_status' }, defaultValue: () => 'draft' },
    published_at: { type: 'timestamptz', nullable: true, defaultValue: () => null },
    search_text: { type: 'text', nullable: true, defaultValue: () => null },
  },
  unique: [{ name: 'articles_slug_key', column: 'slug' }],
  grants: { anon: ['select'], authenticated: ['select', 'insert', 'update', 'delete'], service_role: everything },
  policies: {
    select: (row, caller) => row.status === 'published' || caller.isAdmin,
    insert: (_, caller) => caller.isAdmin,
    update: (_, caller) => caller.isAdmin,
    delete: (_, caller) => caller.isAdmin,
  },
  // private.sync_published_at: draft -> published sets it to now, published -> draft clears it; the generated search_text.
  beforeWrite: (row, old) => {
    if (row.status === 'published' && (old === null || old.status !== 'published'))
      row.published_at = (old === null ? row.published_at : null) ?? timestamp();
    else if (row.status === 'draft') row.published_at = null;
    row.search_text = articleSearchText(row);
  },
};

const userRoles: TableRules<'user_roles'> = {
  columns: { user_id: { type: 'uuid' }, role: { type: { enum: 'app_role' } } },
  grants: { anon: [], authenticated: ['select'], service_role: everything },
  policies: { select: (row, caller) => row.user_id === caller.userId },
};

// The privacy migration's logs: written by the database's own functions, read by admins.
const count = { type: 'integer' } as const;
const retentionRuns: TableRules<'retention_runs'> = {
  columns: {
    id: count,
    ran_at: createdAt,
    lead_cutoff: { type: 'timestamptz' },
    download_cutoff: { type: 'timestamptz' },
    leads_erased: count,
    downloads_erased: count,
  },
  grants: { anon: [], authenticated: ['select'], service_role: everything },
  policies: { select: (_, caller) => caller.isAdmin },
};
const personRequests: TableRules<'person_requests'> = {
  columns: {
    id: count,
    at: createdAt,
    admin_id: { type: 'uuid', nullable: true },
    action: { type: 'text' },
    leads: count,
    downloads: count,
  },
  grants: { anon: [], authenticated: ['select'], service_role: everything },
  policies: { select: (_, caller) => caller.isAdmin },
};

export const tableRules = {
  leads,
  pdf_downloads: pdfDownloads,
  articles,
  user_roles: userRoles,
  retention_runs: retentionRuns,
  person_requests: personRequests,
} as unknown as Record<TableName, TableRules<TableName>>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** GRANT check: PostgreSQL answers before reading a single row (for an update, on the columns it sets too). */
export function assertGranted(table: TableName, command: Command, caller: Caller, columns: string[] = []) {
  if (!tableRules[table].grants[caller.role].includes(command)) throw new SqlError('42501', `permission denied for table ${table}`);
  const updatable = command === 'update' ? (tableRules[table].updatableColumns?.[caller.role] as string[] | undefined) : undefined;
  if (updatable && columns.some((column) => !updatable.includes(column)))
    throw new SqlError('42501', `permission denied for table ${table}`);
}

/**
 * Fills defaults and checks a row in PostgreSQL's order: input types and domains, the BEFORE trigger,
 * the RLS check, NOT NULL, then CHECK constraints sorted by name.
 */
export function prepareRow(table: TableName, input: AnyRow, old: AnyRow | null, caller: Caller, command: 'insert' | 'update'): AnyRow {
  const rules = tableRules[table];
  const columns = Object.entries<Column>(rules.columns);
  const row: AnyRow = { ...(old ?? {}) };
  for (const [name, column] of columns) {
    // private.set_server_fields overrides what the API roles send; the service role keeps what it gives.
    if (!old && column.serverSet && caller.role !== 'service_role') row[name] = column.defaultValue!();
    else if (name in input) row[name] = input[name];
    else if (!old) row[name] = column.defaultValue ? column.defaultValue() : null;
    const value = row[name];
    if (value === null || value === undefined) continue;
    if (column.type === 'uuid' && !uuidPattern.test(String(value)))
      throw new SqlError('22P02', `invalid input syntax for type uuid: "${String(value)}"`);
    if (typeof column.type === 'object' && !(Enums[column.type.enum] as readonly string[]).includes(String(value))) {
      throw new SqlError('22P02', `invalid input value for enum ${column.type.enum}: "${String(value)}"`);
    }
    if (column.type === 'email' && !(String(value).length <= 254 && emailPattern.test(String(value)))) {
      throw new SqlError('23514', 'value for domain email_address violates check constraint "email_address_check"');
    }
  }
  rules.beforeWrite?.(row as never, old as never, caller);
  const policy = rules.policies[command];
  if (caller.role !== 'service_role' && (!policy || !policy(row as never, caller)))
    throw new SqlError('42501', `new row violates row-level security policy for table "${table}"`);
  for (const [name, column] of columns) {
    if ((row[name] === null || row[name] === undefined) && !column.nullable) {
      throw new SqlError('23502', `null value in column "${name}" of relation "${table}" violates not-null constraint`);
    }
  }
  const checks = [
    ...columns.flatMap(([name, column]) =>
      column.check
        ? [
            {
              name: `${table}_${name}_check`,
              test: (candidate: AnyRow) => candidate[name] === null || column.check!(candidate[name] as never),
            },
          ]
        : [],
    ),
    ...((rules.checks ?? []) as { name: string; test: (candidate: AnyRow) => boolean }[]),
  ].sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const check of checks) {
    if (!check.test(row)) throw new SqlError('23514', `new row for relation "${table}" violates check constraint "${check.name}"`);
  }
  return row;
}

export function assertUnique(table: TableName, row: AnyRow, others: AnyRow[]) {
  for (const { name, column } of tableRules[table].unique ?? []) {
    if (others.some((other) => other[column as string] === row[column as string]))
      throw new SqlError('23505', `duplicate key value violates unique constraint "${name}"`);
  }
}

/** Row level security for reads, updates and deletes: rows the caller may not see are simply absent. */
export const visible = (table: TableName, command: Exclude<Command, 'insert'>, caller: Caller) => (row: AnyRow) =>
  caller.role === 'service_role' || (tableRules[table].policies[command]?.(row as never, caller) ?? false);

export const columnsOf = (table: TableName) => Object.keys(tableRules[table].columns);
