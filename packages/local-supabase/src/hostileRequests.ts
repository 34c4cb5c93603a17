import fc from 'fast-check';
import { localJwtSecret } from './access';
import { signJwt } from './jwt';
import { httpRequest } from './rawHttp';

/**
 * Random and malformed requests without admin rights, for the fuzz test and for `pnpm bench:leads`'s
 * hostile traffic: methods, request targets, query strings, headers, bodies and forged tokens.
 */
const hour = () => Math.floor(Date.now() / 1000) + 3600;
/** Well-formed tokens this backend must refuse: a wrong secret, no expiry, expired, an expiry that is not a number. */
const forgedTokens = await Promise.all([
  signJwt({ role: 'service_role', exp: hour() }, 'a-wrong-secret-of-at-least-thirty-two-chars'),
  signJwt({ role: 'service_role' }, localJwtSecret),
  signJwt({ role: 'service_role', exp: 1 }, localJwtSecret),
  signJwt({ role: 'authenticated', exp: 'soon' } as never, localJwtSecret),
]);
const tokens = (anonKey: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(anonKey) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'sb_publishable_random',
        '',
        'a.b.c',
        'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
        ...forgedTokens,
      ),
    },
  );

const segment = fc.oneof(
  fc.constantFrom(
    'rest',
    'v1',
    'auth',
    'storage',
    'object',
    'public',
    'functions',
    'lead-intake',
    'sample-download',
    'rpc',
    'intake_lead',
    'token',
    'user',
    'logout',
  ),
  fc.constantFrom('leads', 'pdf_downloads', 'articles', 'user_roles', 'pdfs', 'article-images', 'career-sample.pdf'),
  fc.constantFrom('.', '..', '', '%2e%2e', '%', '%zz', '%00', '%c0%af', '~', '%E2%82%AC', 'a:99999', '[', 'Ελληνικά'),
  fc.stringMatching(/^[a-zA-Z0-9._~%-]{0,12}$/),
);
const wellFormedQuery = fc
  .tuple(
    fc.constantFrom('select=*', 'select=slug,title', 'select=email'),
    fc.constantFrom('', '&order=created_at.desc', '&order=slug.asc.nullslast'),
    fc.constantFrom('', '&limit=2', '&offset=1', '&limit=1&offset=1'),
    fc.constantFrom('', '&status=eq.published', '&slug=eq.x'),
  )
  .map((parts) => `?${parts.join('')}`);
const randomQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'select',
          'order',
          'limit',
          'offset',
          'on_conflict',
          'columns',
          'grant_type',
          'email',
          'slug',
          'status',
          'id',
          'created_at',
        ),
        fc.stringMatching(/^[a-z_]{0,8}$/),
      ),
      fc.oneof(
        fc.constantFrom(
          '*',
          'slug',
          'id,email',
          'eq.x',
          'eq.',
          'gt.1',
          '9'.repeat(400),
          '-1',
          '2',
          'password',
          'slug.desc.nullsfirst',
          'created_at.sideways',
          '%27;drop table leads;--',
          "'",
          '%',
        ),
        fc.stringMatching(/^[a-zA-Z0-9.,*%_-]{0,20}$/),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''));
// More columns than any table has, up to past PostgreSQL's 1,664 target-list entries.
const manyColumns = fc.integer({ min: 20, max: 2000 }).map((count) => `?select=${Array.from({ length: count }, () => 'id').join(',')}`);
const queryString = fc.oneof(
  { weight: 5, arbitrary: wellFormedQuery },
  { weight: 5, arbitrary: randomQuery },
  { weight: 1, arbitrary: manyColumns },
);
const table = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('leads', 'pdf_downloads', 'articles', 'user_roles') },
  { weight: 1, arbitrary: segment },
);
const target = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(table, queryString).map(([name, query]) => `/rest/v1/${name}${query}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', 'public/'),
        fc.constantFrom('pdfs', 'article-images', 'x'),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
      )
      .map(([visibility, bucket, names]) => `/storage/v1/object/${visibility}${bucket}/${names.join('/')}`),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '/auth/v1/token',
          '/auth/v1/token?grant_type=password',
          '/auth/v1/user',
          '/auth/v1/logout',
          '/functions/v1/lead-intake',
          '/functions/v1/sample-download',
          '/functions/v1/meta-conversion',
          '/rest/v1/rpc/intake_lead',
          '/rest/v1/rpc/record_download',
        ),
        queryString,
      )
      .map(([path, query]) => (path.includes('?') ? path : path + query)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('/', '//', '', '/rest/', '/storage/v1/'), fc.array(segment, { maxLength: 5 }), queryString)
      .map(([prefix, names, query]) => `${prefix}${names.join('/')}${query}`),
  },
);

const body = fc.oneof(
  fc.constant(''),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .record(
      {
        first_name: fc.string({ maxLength: 120 }),
        last_name: fc.string(),
        email: fc.string(),
        phone: fc.string(),
        lead_source: fc.constantFrom('students_cta_form', 'foreis_cta_form', 'x'),
        submission_id: fc.oneof(fc.uuid(), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
  fc
    .record(
      {
        name: fc.string(),
        lastname: fc.string(),
        email: fc.string(),
        pdf_type: fc.constantFrom('career', 'x'),
        ip_address: fc.string(),
        id: fc.uuid(),
      },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
  fc
    .record({ title: fc.string(), slug: fc.string(), status: fc.constantFrom('published', 'draft') }, { requiredKeys: [] })
    .map((record) => JSON.stringify(record)),
  fc.record({ email: fc.string(), password: fc.string() }).map((record) => JSON.stringify(record)),
  // NUL bytes where a sign-in or a row holds text.
  fc.constantFrom(
    '{"email":"a\\u0000@example.gr","password":"x"}',
    '{"email":"admin@example.gr","password":"\\u0000"}',
    '{"first_name":"\\u0000","lead_source":"x"}',
  ),
  // Nested far deeper than any row: arrays and objects.
  fc
    .integer({ min: 40, max: 200_000 })
    .map((depth) => (depth % 2 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc
    .record(
      {
        lead: fc.record({
          first_name: fc.string(),
          email: fc.string(),
          phone: fc.string(),
          lead_source: fc.constantFrom('students_cta_form', 'x'),
        }),
        client: fc.string(),
        max_per_window: fc.integer(),
        window_seconds: fc.integer(),
      },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
  fc
    .record(
      {
        form: fc.constantFrom('students', 'foreis', '__proto__', ''),
        firstName: fc.string(),
        lastName: fc.string(),
        email: fc.string(),
        phone: fc.string(),
        website: fc.constantFrom('', 'x'),
        submission_id: fc.oneof(fc.uuid(), fc.string()),
        product: fc.constantFrom('career', 'x'),
        name: fc.string(),
        lastname: fc.string(),
      },
      { requiredKeys: [] },
    )
    .map((record) => new URLSearchParams(record).toString()),
);

const headers = fc.record(
  {
    'Content-Type': fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'image/png',
      'application/pdf',
    ),
    Prefer: fc.constantFrom('return=representation', 'return=minimal', 'resolution=merge-duplicates', 'count=exact', 'tx=commit'),
    Range: fc.constantFrom('0-9', '5-', '9-1', 'x', '0-99999999999', ''),
    Origin: fc.constantFrom('https://attacker.example', 'http://localhost:5173', 'null'),
    'X-Forwarded-For': fc.constantFrom('6.6.6.6', "'; drop table leads; --", ''),
    'CF-Connecting-IP': fc.constantFrom('6.6.6.6', "'; drop table leads; --", ''),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*'),
    'X-Upsert': fc.constantFrom('true', 'false'),
    Host: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('127.0.0.1', 'localhost:54321', '[::1]') },
      { weight: 1, arbitrary: fc.constantFrom('rebind.attacker.example', '') },
    ),
  },
  { requiredKeys: [] },
);

const method = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('GET', 'POST') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO') },
);

export type HostileRequest = { method: string; target: string; headers: Record<string, string>; token: string; body: string | Buffer };

export const hostileRequest = (anonKey: string): fc.Arbitrary<HostileRequest> =>
  fc.record({ method, target, headers, token: tokens(anonKey), body });

/** The request's bytes, the anon key as apikey as supabase-js sends it. */
export const bytesOf = ({ method: verb, target: path, headers: extra, token, body: payload }: HostileRequest, anonKey: string) =>
  httpRequest(
    verb,
    path || '/',
    { apikey: anonKey, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra },
    verb === 'GET' || verb === 'HEAD' ? '' : payload,
  );
