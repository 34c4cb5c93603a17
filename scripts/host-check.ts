// `pnpm host:check`: the built site in the static host's own runtime (Cloudflare's `wrangler pages dev`,
// its real rule engine) beside the project's server (scripts/serve-site.ts), on every route of the route
// table and the paths around them: the same status, redirect, content type, security headers, caching
// and body from both, and each the answer it should be (docs/decisions/022-the-static-host.md). Offline:
// wrangler only warns that it cannot reach Cloudflare. Run with tsx; needs `pnpm build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@cg/static-host/securityHeaders';
import { routeTable } from '@cg/data/routeTable';
import { builtSite } from '../site/host/builtSite.ts';
import { policyIn } from '../site/host/pagePolicy.ts';
import { speculationRulesPath, speculationRulesType } from '../site/host/speculationRules.ts';
import { freePort } from './freePort.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { client } = builtSite();
if (!existsSync(join(client, '_headers'))) {
  console.error('host-check: no build with _headers in site/build/client: run `pnpm build` first.');
  process.exit(1);
}

type Started = { child: ChildProcess; output: () => string };
const children: ChildProcess[] = [];
const start = (command: string, args: string[], env: Record<string, string> = {}): Started => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  return { child, output: () => output };
};
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url: string, process: Started) {
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      if (process.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`host-check: ${url} never answered:\n${process.output()}`);
}

const [hostPort, ownPort] = await Promise.all([freePort(), freePort()]);
const wrangler = start(
  join(root, 'node_modules/.bin/wrangler'),
  [
    'pages',
    'dev',
    client,
    '--ip',
    '127.0.0.1',
    '--port',
    String(hostPort),
    '--compatibility-date',
    '2026-04-01',
    '--show-interactive-dev-session=false',
    '--persist-to',
    join(root, '.data/wrangler/state'),
  ],
  {
    WRANGLER_SEND_METRICS: 'false',
    CI: 'true',
    // wrangler writes its logs and local state here, not in the user's home.
    XDG_CONFIG_HOME: join(root, '.data/wrangler'),
  },
);
const own = start(process.execPath, ['--import', 'tsx', 'scripts/serve-site.ts', String(ownPort)]);
await Promise.all([waitFor(`http://127.0.0.1:${hostPort}/`, wrangler), waitFor(`http://127.0.0.1:${ownPort}/`, own)]);

// Every route of the table, a prerendered article and one newer than the build, and the other spellings.
const articleFiles = existsSync(join(client, 'articles'))
  ? readdirSync(join(client, 'articles')).filter((name) => name.endsWith('.html') && name !== '404.html')
  : [];
const asset = readdirSync(join(client, 'assets')).find((name) => name.endsWith('.js'));
type Expected = 'page' | 'fallback' | 'newer-shell' | 'not-found' | 'redirect' | 'asset' | 'file' | 'frameable' | 'speculation-rules';
const cases: { path: string; expect: Expected }[] = [
  ...routeTable
    .filter((row) => !row.path.includes(':'))
    .map((row) => ({ path: row.path, expect: row.render === 'client' ? ('fallback' as const) : ('page' as const) })),
  ...articleFiles.slice(0, 3).map((name) => ({ path: `/articles/${name.slice(0, -'.html'.length)}`, expect: 'page' as const })),
  { path: '/articles/an-article-newer-than-the-build', expect: 'newer-shell' },
  // The shell at its own address: where a prerendered article whose copy changed fetches the templates.
  { path: '/articles/__newer-than-the-build', expect: 'page' },
  { path: '/no-such-page/at-all', expect: 'not-found' },
  { path: '/admin/leads/unknown', expect: 'not-found' },
  { path: '/students/', expect: 'redirect' },
  { path: '/students.html', expect: 'redirect' },
  { path: '/index.html', expect: 'redirect' },
  { path: '/__spa-fallback.html', expect: 'redirect' },
  { path: `/assets/${asset}`, expect: 'asset' },
  { path: '/favicon.svg', expect: 'file' },
  { path: '/sitemap.xml', expect: 'file' },
  { path: '/robots.txt', expect: 'file' },
  { path: speculationRulesPath, expect: 'speculation-rules' },
  { path: '/media/placeholder.html?embed=1', expect: 'frameable' },
  { path: '/media/placeholder', expect: 'frameable' },
];

const revalidated = 'public, max-age=0, must-revalidate';
const fallbackMarker = 'Φόρτωση σελίδας…';
const newerShellMarker = 'data-template="article"';
/** The headers both must send alike, and the ones whose value is known. */
const compared = [
  'location',
  'content-type',
  'content-security-policy',
  ...Object.keys(securityHeaders).map((name) => name.toLowerCase()),
  'access-control-allow-origin',
  'speculation-rules',
];

const problems: string[] = [];
const rows: string[] = [];
for (const { path, expect } of cases) {
  const answer = async (port: number) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const [host, ours] = await Promise.all([answer(hostPort), answer(ownPort)]);
  const problem = (message: string) => problems.push(`${path}: ${message}`);
  if (host.status !== ours.status) problem(`status ${ours.status} here, ${host.status} on the host`);
  for (const name of compared)
    if (host.headers.get(name) !== ours.headers.get(name))
      problem(`${name} "${ours.headers.get(name)}" here, "${host.headers.get(name)}" on the host`);
  // wrangler's dev server marks its 404 answers no-store; on 200s and redirects the rules decide.
  if (host.status !== 404 && host.headers.get('cache-control') !== ours.headers.get('cache-control'))
    problem(`cache-control "${ours.headers.get('cache-control')}" here, "${host.headers.get('cache-control')}" on the host`);
  if (host.body !== ours.body) problem('a different body here than on the host');
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (expect === 'frameable' && name === 'X-Frame-Options') continue;
    if (host.headers.get(name) !== value) problem(`the host sends ${name}: ${host.headers.get(name)}`);
  }
  const csp = host.headers.get('content-security-policy') ?? '';
  const isPage = (host.headers.get('content-type') ?? '').startsWith('text/html');
  const meta = (isPage && (await policyIn(host.body))) || '';
  const rules: Record<Expected, () => boolean> = {
    page: () => host.status === 200 && isPage && !host.body.includes(fallbackMarker) && host.headers.get('cache-control') === revalidated,
    fallback: () => host.status === 200 && host.body.includes(fallbackMarker),
    'newer-shell': () => host.status === 404 && host.body.includes(newerShellMarker),
    'not-found': () => host.status === 404 && isPage && host.body.includes('404'),
    redirect: () => host.status === 308 && Boolean(host.headers.get('location')),
    asset: () => host.status === 200 && host.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    file: () => host.status === 200 && host.headers.get('cache-control') === revalidated,
    'speculation-rules': () => host.status === 200 && host.headers.get('content-type') === speculationRulesType,
    frameable: () => host.status === 200 && csp.includes("frame-ancestors 'self'") && host.headers.get('x-frame-options') === 'SAMEORIGIN',
  };
  const should = rules[expect];
  if (!should())
    problem(`not the answer a ${expect} gets: ${host.status} ${host.headers.get('content-type')} ${host.headers.get('cache-control')}`);
  if (expect !== 'frameable' && !csp.includes("frame-ancestors 'none'")) problem('no frame-ancestors in the header policy');
  if (isPage && host.status !== 308 && !meta.startsWith("default-src 'none'; script-src 'self'")) problem('no page policy in the HTML');
  rows.push(`${String(host.status).padEnd(4)} ${path.padEnd(48)} ${expect}`);
}

// The host's own rule files, which name the backend and every policy: the host reads them and never serves them. Ours
// answers as for any path without a file; wrangler's local runtime skips them as files, then looks for a folder of that
// name and answers 502 (ENOTDIR), where the deployed host, to which they are never uploaded, answers its 404 page.
for (const path of ['/_headers', '/_redirects']) {
  const [host, ours] = await Promise.all(
    [hostPort, ownPort].map(async (port) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      return { status: response.status, body: await response.text() };
    }),
  );
  const rules = readFileSync(join(client, path), 'utf8');
  if (host!.status === 200 || host!.body.includes(rules.slice(0, 200))) problems.push(`${path}: the host serves its own rule file`);
  if (ours!.status !== 404 || ours!.body.includes(rules.slice(0, 200)))
    problems.push(`${path}: ${ours!.status} here, the 404 page expected`);
  rows.push(`${String(ours!.status).padEnd(4)} ${path.padEnd(48)} not-found (the host: ${host!.status}, never the file)`);
}

// Addresses wrangler's local file reader cannot take (a NUL: Node's fs throws, wrangler answers 502); ours answers 404.
for (const path of ['/%00', '/a%00b', '/..%2f..%2fetc%2fpasswd']) {
  const response = await fetch(`http://127.0.0.1:${ownPort}${path}`, { redirect: 'manual' });
  if (response.status !== 404) problems.push(`${path}: ${response.status} here, 404 expected`);
  rows.push(`${String(response.status).padEnd(4)} ${path.padEnd(48)} not-found (this server only)`);
}

console.log(rows.join('\n'));
stopAll();
if (problems.length) {
  console.error(`\nhost-check: ${problems.length} difference(s) from the host or from the rules:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nhost-check: ${cases.length} addresses answered alike by wrangler pages dev and scripts/serve-site.ts, each as the rules say.`,
);
