/**
 * `pnpm storybook`, as a designer runs it: starts Storybook's dev server on a free port and opens every `Pages/`
 * story in it, once, failing on any that does not render (a module the dev server cannot resolve, an error thrown
 * while rendering, a story that never starts). The story tests run the same stories through Vitest's own Vite server,
 * and the published Storybook is a build: neither is the dev server, which once failed every back-office page story
 * with "Failed to fetch dynamically imported module" while both passed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { freePort } from './freePort.ts';
import { chromiumArgs, storyBrowserPath } from './testBrowser.ts';

type IndexEntry = { id: string; title: string; type: string };

const storyTimeoutMs = 90_000;
/** Tabs open at once. */
const tabs = 3;
const started = Date.now();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn('pnpm', ['exec', 'storybook', 'dev', '--ci', '--no-open', '--host', '127.0.0.1', '-p', String(port)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
// What the dev server says is kept: a failure prints it (an unresolved import is named there, not in the page).
const serverLog: string[] = [];
for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => serverLog.push(String(chunk)));

const stop = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
};
process.on('exit', () => stop(server));

async function storyIds(): Promise<string[]> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`storybook dev ended (${server.exitCode})`);
    try {
      const response = await fetch(`${base}/index.json`);
      if (response.ok) {
        const { entries } = (await response.json()) as { entries: Record<string, IndexEntry> };
        return Object.values(entries)
          .filter((entry) => entry.type === 'story' && entry.title.startsWith('Pages/'))
          .map((entry) => entry.id);
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('storybook dev did not answer within 5 minutes');
}

// Set before the preview's own code, for a page loaded at a story: resolves with how that story ends.
const watchFirstStory = `window.__storyOutcome = new Promise((resolve) => {
  const watch = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return setTimeout(watch, 20);
    channel.on('storyRenderPhaseChanged', (event) => {
      if (['playing', 'played', 'completed'].includes(event.newPhase)) resolve('rendered');
    });
    for (const name of ['storyErrored', 'storyThrewException', 'storyMissing']) {
      channel.on(name, (event) => resolve(name + ': ' + JSON.stringify(event).slice(0, 400)));
    }
  };
  watch();
});`;

let failures: string[] = [];
let ids: string[] = [];
try {
  ids = await storyIds();
  console.log(`storybook dev answered after ${Math.round((Date.now() - started) / 1000)} s; opening ${ids.length} Pages/ stories`);
  if (ids.length === 0) throw new Error('no Pages/ story in the index');
  const browser = await chromium.launch({ executablePath: storyBrowserPath, args: chromiumArgs });
  // Each story opened by its address, as a designer's browser opens it, in a few tabs at once: the dev server serves
  // a module it has transformed once from memory, and the tabs mostly wait on it. (Switching stories in one tab, as
  // the sidebar does, left some stories unstarted behind a play still running, or a page that never answered.)
  const open = async (id: string) => {
    const tab = await browser.newPage();
    const pageErrors: string[] = [];
    tab.on('pageerror', (error) => pageErrors.push(error.message.slice(0, 300)));
    await tab.addInitScript(watchFirstStory);
    const started = Date.now();
    const outcome = await tab
      .goto(`${base}/iframe.html?id=${id}&viewMode=story`, { timeout: storyTimeoutMs, waitUntil: 'domcontentloaded' })
      .then(() =>
        tab.evaluate(
          `Promise.race([window.__storyOutcome, new Promise((resolve) => setTimeout(() => resolve('did not start within ${storyTimeoutMs / 1000} s'), ${storyTimeoutMs}))])`,
        ),
      )
      .catch((error: Error) => error.message.split('\n')[0]);
    await tab.close({ runBeforeUnload: false }).catch(() => undefined);
    if (outcome !== 'rendered') failures.push(`${id}: ${String(outcome)} ${pageErrors.join(' | ')}`);
    const seconds = (Date.now() - started) / 1000;
    if (seconds > 20 || process.env.STORYBOOK_DEV_TRACE) console.log(`  ${id}: ${seconds.toFixed(1)} s`);
  };
  // The first alone: it makes the dev server transform what every story shares.
  await open(ids[0]!);
  const queue = ids.slice(1);
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await open(id);
    }),
  );
  await browser.close();
} catch (error) {
  failures = [...failures, String(error)];
}
stop(server);

const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length > 0) {
  console.error(`✗ ${failures.length} of ${ids.length} Pages/ stories did not render in storybook dev:`);
  for (const failure of failures) console.error(`  ${failure}`);
  console.error('storybook dev said:');
  const said = serverLog.join('').split('\n');
  console.error(
    said
      .filter((line) => /error|fail|optimi[sz]|reload/i.test(line))
      .slice(-40)
      .join('\n'),
  );
  process.exit(1);
}
console.log(`✓ ${ids.length} Pages/ stories rendered in storybook dev (${seconds} s with the server's start)`);
process.exit(0);
