// Lighthouse (mobile, simulated throttling) over every prerendered route of the built site, with
// Debian's Chromium, each route beside the same page with its scripts removed (served from a copy of the
// build), runs interleaved so a busy moment costs both alike. The headline is the ratio of the two LCPs:
// how much the page's JavaScript delays its largest paint. Prints performance, accessibility,
// best-practices and SEO scores and FCP, LCP, TBT (beside the script-free twin's), CLS and time to interactive, and exits non-zero when
// a target is missed. A benchmark, not part of `npm test`: its timings depend on the machine.
// Usage: pnpm build && pnpm lighthouse. ROUTES=/a,/b narrows the run, LIGHTHOUSE_RUNS=n sets the runs per route (3), and
// LIGHTHOUSE_CPU_SLOWDOWN=n replaces Lighthouse's 4x CPU slowdown: 6 plays a machine 1.5 times slower than
// this one, a margin check for TBT. Each route's line of runs shows TBT per run and Lighthouse's CPU
// benchmark index, which tells a slow run from a busy machine.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { pagePerRoute } from './budget.mjs';
import { notFoundRoute, routeAt } from '../site/app/routeTable.ts';
import { withoutScripts } from './without-scripts.mjs';
import { chromiumArgs } from './testBrowser.ts';

const require = createRequire(import.meta.url);
const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import(require.resolve('chrome-launcher', { paths: [require.resolve('lighthouse')] }));

const root = fileURLToPath(new URL('..', import.meta.url));
const client = join(root, 'site/build/client');
const port = 4390;
const noScriptPort = 4391;
const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
// Lighthouse's mobile network and CPU defaults, with another CPU multiplier.
const throttling = cpuSlowdown
  ? { ...(await import('lighthouse/core/config/constants.js')).throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown }
  : undefined;
const targets = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1000, cls: 0.01, tbtMs: 50, lcpRatio: 1.1 };

// Every route of the route table once (one article for all 2,000, say), less the 404 page, whose status
// fails the SEO audit by design; ROUTES=/a,/b narrows the run.
const routes = process.env.ROUTES
  ? process.env.ROUTES.split(',')
  : pagePerRoute(client)
      .filter((page) => page.path !== notFoundRoute.prerenderPath)
      .map((page) => page.path);

// The baseline: a copy of the build whose pages run no script.
const noScriptDir = mkdtempSync(join(tmpdir(), 'lighthouse-no-js-'));
cpSync(client, noScriptDir, { recursive: true });
for (const file of readdirSync(noScriptDir, { recursive: true })) {
  if (!String(file).endsWith('.html')) continue;
  const path = join(noScriptDir, String(file));
  writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
}

const serve = (servePort, env = {}) =>
  spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/serve-site.mjs'), String(servePort)], {
    stdio: 'ignore',
    cwd: root,
    env: { ...process.env, ...env },
  });
const servers = [serve(port), serve(noScriptPort, { SITE_DIR: noScriptDir })];
await new Promise((resolve) => setTimeout(resolve, 1500));
// A server that could not listen has exited: another process holds its port (a run killed before it
// stopped its servers), and the benchmark would measure whatever that one serves.
const exited = servers.filter((server) => server.exitCode !== null);
if (exited.length > 0) {
  for (const server of servers) server.kill();
  rmSync(noScriptDir, { recursive: true, force: true });
  throw new Error(`pnpm lighthouse: ports ${port} and ${noScriptPort} must be free (is an earlier run's server still listening?)`);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const audit = async (url) => {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    ...(throttling ? { throttling } : {}),
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    ttiMs: audits.interactive.numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failedAudits: Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
};

const rows = [];
try {
  for (const route of routes) {
    // Simulated throttling still varies from run to run: report the median of several runs, each run
    // of the page followed at once by its script-free twin.
    const runs = [];
    const noScriptRuns = [];
    for (let run = 0; run < runsPerRoute; run += 1) {
      runs.push(await audit(`http://127.0.0.1:${port}${route}`));
      noScriptRuns.push(await audit(`http://127.0.0.1:${noScriptPort}${route}`));
    }
    const row = { route, runs, noScriptRuns, failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))] };
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'ttiMs']) {
      row[key] = median(runs.map((run) => run[key]));
    }
    row.noScriptLcpMs = median(noScriptRuns.map((run) => run.lcpMs));
    row.noScriptTbtMs = median(noScriptRuns.map((run) => run.tbtMs));
    row.lcpRatio = row.lcpMs / row.noScriptLcpMs;
    rows.push(row);
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
  rmSync(noScriptDir, { recursive: true, force: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Median of ${runsPerRoute} runs per route (mobile, simulated throttling, CPU slowdown ${cpuSlowdown ?? 4}x).`);
console.log(
  '| route | LCP / LCP without scripts | LCP | LCP without scripts | perf | a11y | best pr. | SEO | FCP | TBT | TBT without scripts | CLS | TTI |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.route} | **${row.lcpRatio.toFixed(2)}** | ${seconds(row.lcpMs)} | ${seconds(row.noScriptLcpMs)} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${routeAt(row.route)?.noindex ? `${row.seo} (noindex)` : row.seo} | ${seconds(row.fcpMs)} | ${Math.round(row.tbtMs)} ms | ${Math.round(row.noScriptTbtMs)} ms | ${row.cls.toFixed(3)} | ${seconds(row.ttiMs)} |`,
  );
}
// What the page's own rendering blocks, with no script at all, tells the page's JavaScript from the machine.
console.log('\nEach run: TBT (CPU benchmark index), then TBT without scripts.');
for (const row of rows) {
  console.log(
    `${row.route}: ${row.runs.map((run) => `${Math.round(run.tbtMs)} ms (${Math.round(run.benchmarkIndex)})`).join(', ')}; without scripts ${row.noScriptRuns.map((run) => `${Math.round(run.tbtMs)} ms`).join(', ')}`,
  );
}
// A noindex page fails the SEO audit's is-crawlable check by design: SEO is only a target where pages are indexed.
const scoredCategories = (row) => ['performance', 'accessibility', 'best-practices', ...(routeAt(row.route)?.noindex ? [] : ['seo'])];
const misses = rows.flatMap((row) => [
  ...scoredCategories(row)
    .filter((key) => row[key] < targets[key])
    .map((key) => `${row.route} ${key} ${row[key]}`),
  ...(row.lcpMs > targets.lcpMs ? [`${row.route} LCP ${Math.round(row.lcpMs)} ms`] : []),
  ...(row.lcpRatio > targets.lcpRatio ? [`${row.route} LCP ${row.lcpRatio.toFixed(2)}x the page without scripts`] : []),
  ...(row.cls > targets.cls ? [`${row.route} CLS ${row.cls.toFixed(3)}`] : []),
  ...(row.tbtMs > targets.tbtMs ? [`${row.route} TBT ${Math.round(row.tbtMs)} ms`] : []),
]);
for (const row of rows) if (row.failedAudits.length) console.log(`${row.route} failing audits: ${row.failedAudits.join(', ')}`);
if (misses.length) {
  console.error(`Targets missed: ${misses.join('; ')}`);
  process.exit(1);
}
console.log('All routes meet the targets.');
