// `pnpm observatory`: grades the site with Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory, the
// code behind developer.mozilla.org/observatory) on every kind of route, as the host serves it. The build is
// shaped as a deployment's: its backend is on HTTPS (the local backend behind a TLS proxy, as a Supabase
// project is), so its policies name no http: origin; the project's server serves it with the build's own
// _headers and _redirects, behind a TLS proxy on https://localhost, with a plain-HTTP port that redirects to
// it as the host does, all with a throwaway certificate authority. Fails below A+ (score 100). Offline: the
// scanner's install step (the HSTS preload list, a CA bundle) is skipped and an empty preload list stands in
// (the site is not preloaded, decision 022). Needs openssl; builds in a directory of its own (about 30 s).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The kinds of route the grade must hold for, and the rest of the table's static pages. */
async function routes(client: string) {
  const { routeTable } = await import('@cg/data/routeTable');
  const article = readdirSync(join(client, 'articles')).find((name) => name.endsWith('.html') && name !== '404.html');
  if (!article) throw new Error('observatory: the build prerendered no article (the backend has seeded ones)');
  const kinds = [
    '/',
    '/students',
    '/students/thank-you',
    '/articles',
    `/articles/${article.slice(0, -5)}`,
    '/admin/leads',
    '/no-such-page/at-all',
  ];
  return [...new Set([...kinds, ...routeTable.filter((row) => !row.path.includes(':')).map((row) => row.path)])];
}

/** A certificate authority that lives for this run, and a certificate for localhost it signed. */
function throwawayCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=observatory run CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'site.key', '-out', 'site.csr');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    'san.ext',
    '-out',
    'site.pem',
  );
  return { ca: join(dir, 'ca.pem'), key: readFileSync(join(dir, 'site.key')), cert: readFileSync(join(dir, 'site.pem')) };
}

type Ports = { httpPort: number; httpsPort: number };
type Graded = { path: string; status: number; grade: string; score: number; notes: string[] };

/** Grades one path in a process that trusts the run's CA (Node reads NODE_EXTRA_CA_CERTS only at start). */
async function gradeAll(paths: string[], { ca, httpPort, httpsPort }: Ports & { ca: string }): Promise<Graded[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--grade', JSON.stringify({ paths, httpPort, httpsPort })],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(output) as Graded[];
}

/** In the child: the scanner's own retrieval, tests and grader, as its scan() runs them, for any status (the 404 page too). */
async function grade({ paths, httpPort, httpsPort }: Ports & { paths: string[] }) {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const preload = join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  // The scanner's own modules, as its scan() uses them (it ships no types for them).
  type Requests = { responses: { auto?: { status: number } } };
  const { retrieve } = (await import(join(packageDir, 'src/retriever/retriever.js'))) as {
    retrieve: (host: string, options: Ports & { path: string }) => Promise<Requests>;
  };
  const { ALL_TESTS } = (await import(join(packageDir, 'src/constants.js'))) as {
    ALL_TESTS: ((requests: Requests) => { result?: string })[];
  };
  const { getGradeForScore, getScoreModifier } = (await import(join(packageDir, 'src/grader/grader.js'))) as {
    getGradeForScore: (score: number) => { grade: string; score: number };
    getScoreModifier: (result: string) => number;
  };
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await import(join(packageDir, 'src/grader/charts.js'))) as {
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  };
  const results: Graded[] = [];
  for (const path of paths) {
    const requests = await retrieve('localhost', { httpPort, httpsPort, path });
    if (!requests.responses.auto) throw new Error(`observatory: no answer for ${path}`);
    let withCredit = 100;
    let uncurved = 100;
    const notes: string[] = [];
    for (const test of ALL_TESTS) {
      const output = test(requests);
      if (!output.result) continue;
      const modifier = getScoreModifier(output.result);
      withCredit += modifier;
      if (modifier < 0) uncurved += modifier;
      if (modifier !== 0) notes.push(`${output.result} ${modifier > 0 ? '+' : ''}${modifier}`);
    }
    const { grade: letter, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
    results.push({ path, status: requests.responses.auto.status, grade: letter, score, notes });
  }
  process.stdout.write(JSON.stringify(results));
}

/** An HTTPS front for a server on loopback: every request passed on as it came, every answer back as it went. */
function tlsProxy({ key, cert }: { key: Buffer; cert: Buffer }, upstreamPort: number) {
  return createHttpsServer({ key, cert }, (request, response) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

async function answers(url: string, child: ChildProcess) {
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`observatory: the server for ${url} exited`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`observatory: ${url} never answered`);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
  const [backendPort, backendTlsPort, sitePort, httpsPort, httpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const cleanUp = [dir];
  try {
    const certificates = throwawayCertificates(dir);
    const backendUrl = `https://localhost:${backendTlsPort}`;
    // The local backend with its seeded articles, on HTTPS as a Supabase project is.
    const backend = spawn(process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        LOCAL_SUPABASE_PORT: String(backendPort),
        LOCAL_SUPABASE_DATA: join(dir, 'backend'),
        LOCAL_SITE_ORIGIN: `https://localhost:${httpsPort}`,
      },
      stdio: 'ignore',
    });
    children.push(backend);
    const backendFront = tlsProxy(certificates, backendPort);
    servers.push(backendFront);
    await listen(backendFront, backendTlsPort);
    await answers(`http://127.0.0.1:${backendPort}/rest/v1/articles?select=slug&limit=1`, backend);
    // A deployment's build: its articles prerendered from the HTTPS backend, in a directory of its own.
    // Inside the site's node_modules: the server half of the build must resolve the site's packages.
    mkdirSync(join(root, 'site/node_modules/.cache'), { recursive: true });
    const buildDir = mkdtempSync(join(root, 'site/node_modules/.cache/observatory-build-'));
    cleanUp.push(buildDir);
    // Not spawnSync: this process's TLS front must go on answering the build's requests meanwhile.
    const build = spawn('pnpm', ['build'], {
      cwd: root,
      env: { ...process.env, SITE_BUILD_DIR: buildDir, VITE_SUPABASE_URL: backendUrl, NODE_EXTRA_CA_CERTS: certificates.ca },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(build);
    if ((await new Promise((resolve) => build.on('exit', resolve))) !== 0) throw new Error('observatory: the build failed');
    const client = join(buildDir, 'client');
    const site = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-site.ts', String(sitePort)], {
      cwd: root,
      env: { ...process.env, SITE_DIR: client },
      stdio: 'ignore',
    });
    children.push(site);
    const front = tlsProxy(certificates, sitePort);
    // The host's plain-HTTP port: every request redirected to HTTPS on the same host, as "Always use HTTPS" does.
    const plain = createHttpServer((request, response) =>
      response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url}` }).end(),
    );
    servers.push(front, plain);
    await Promise.all([listen(front, httpsPort), listen(plain, httpPort)]);
    await answers(`http://127.0.0.1:${sitePort}/`, site);
    const results = await gradeAll(await routes(client), { ca: certificates.ca, httpPort, httpsPort });
    for (const { path, status, grade: letter, score, notes } of results)
      console.log(`${letter.padEnd(3)} ${String(score).padStart(4)}  ${String(status).padEnd(4)} ${path.padEnd(48)} ${notes.join(', ')}`);
    const below = results.filter(({ grade: letter, score }) => letter !== 'A+' || score < 100);
    if (below.length) {
      console.error(`\nobservatory: ${below.length} route(s) below A+: ${below.map(({ path }) => path).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `\nobservatory: A+ on all ${results.length} routes (lowest score ${Math.min(...results.map(({ score }) => score))}), scanned over https://localhost with the host's headers.`,
      );
    }
  } finally {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    for (const child of children) child.kill('SIGTERM');
    for (const path of cleanUp) rmSync(path, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--grade') await grade(JSON.parse(process.argv[3] ?? '{}') as Ports & { paths: string[] });
else await main();
