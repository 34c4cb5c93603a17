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

/**
 * How long a story opened by its address may take to start. The first back-office story a tab opens waits for the dev
 * server to transform the back office's modules: 30-56 s in a run on two busy cores, 81-110 s once the host was busier
 * still (two stories then failed at 90 s). A story that fails to load or throws is reported at once, not at this limit.
 */
const storyTimeoutMs = 240_000;
/** How long a story moved to may take to start before it is opened again by its address. */
const switchTimeoutMs = 30_000;
/** How long a story's play and afterEach may run before the tab moves on regardless (its outcome is the story tests' to judge). */
const playTimeoutMs = 60_000;
/** Tabs open at once. */
const tabs = 2;
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

// Set before the preview's own code: what each story did, by its id (the story the preview is on, for an error
// that names none), and how to move the preview to another story as its sidebar does.
const watchStories = `window.__stories = {};
window.__storyNow = new URL(location.href).searchParams.get('id');
const note = (id, fact) => { const story = (window.__stories[id || window.__storyNow] ??= {}); Object.assign(story, fact); };
window.__openStory = (id) => {
  window.__storyNow = id;
  window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' });
};
const watch = () => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return setTimeout(watch, 20);
  channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
    if (['playing', 'played', 'completed'].includes(newPhase)) note(storyId, { rendered: true });
    // Not 'completed': the addons' afterEach (axe) runs after it, and a move then finds the story still pending,
    // which Storybook answers by reloading the whole preview (StoryRender.teardown).
    if (['finished', 'aborted', 'errored'].includes(newPhase)) note(storyId, { finished: true });
  });
  channel.on('storyFinished', ({ storyId }) => note(storyId, { finished: true }));
  for (const name of ['storyErrored', 'storyThrewException', 'storyMissing']) {
    channel.on(name, (event) => note(undefined, { error: name + ': ' + JSON.stringify(event).slice(0, 400), finished: true }));
  }
};
watch();`;

type StoryState = { rendered?: boolean; finished?: boolean; error?: string };

let failures: string[] = [];
let ids: string[] = [];
try {
  ids = await storyIds();
  console.log(`storybook dev answered after ${Math.round((Date.now() - started) / 1000)} s; opening ${ids.length} Pages/ stories`);
  if (ids.length === 0) throw new Error('no Pages/ story in the index');
  const browser = await chromium.launch({ executablePath: storyBrowserPath, args: chromiumArgs });
  // Each tab loads the preview once, at its first story's address, then moves from story to story as the sidebar
  // does: the modules stay loaded, and each story costs its own render (opened each by its address, a story cost
  // 30-40 s here, every one reloading the preview's hundreds of modules). A story moved on from only once its play
  // has ended (one still playing left the next unstarted); one that does not start is opened again by its address.
  const tab = async (queue: string[]) => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.slice(0, 300)));
    await page.addInitScript(watchStories);
    const state = (id: string) =>
      page.evaluate((storyId) => (window as unknown as { __stories: Record<string, StoryState> }).__stories[storyId] ?? {}, id);
    const waitFor = async (id: string, fact: 'rendered' | 'finished', ms: number) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const story: StoryState = await state(id).catch(() => ({}));
        if (story.error || story[fact]) return story;
        if (Date.now() > deadline) return story;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const byAddress = (id: string) =>
      page
        .goto(`${base}/iframe.html?id=${id}&viewMode=story`, { timeout: storyTimeoutMs, waitUntil: 'domcontentloaded' })
        .then(() => undefined)
        .catch((error: Error) => error.message.split('\n')[0]);
    let loaded = false;
    for (let id = queue.shift(); id; id = queue.shift()) {
      const opened = Date.now();
      pageErrors.length = 0;
      let problem: string | undefined = loaded
        ? await page
            .evaluate((storyId) => (window as unknown as { __openStory(id: string): void }).__openStory(storyId), id)
            .then(() => undefined, String)
        : await byAddress(id);
      let story: StoryState = problem ? {} : await waitFor(id, 'rendered', loaded ? switchTimeoutMs : storyTimeoutMs);
      if (loaded && !problem && !story.rendered && !story.error) {
        // Not started after a move: opened by its address, as a designer's browser would open it.
        problem = await byAddress(id);
        story = problem ? {} : await waitFor(id, 'rendered', storyTimeoutMs);
      }
      loaded = !problem;
      if (story.error || !story.rendered) {
        failures.push(`${id}: ${story.error ?? problem ?? `did not start within ${storyTimeoutMs / 1000} s`} ${pageErrors.join(' | ')}`);
        loaded = false;
      }
      const renderedAfter = (Date.now() - opened) / 1000;
      if (story.rendered) await waitFor(id, 'finished', playTimeoutMs);
      const seconds = (Date.now() - opened) / 1000;
      if (seconds > 20 || process.env.STORYBOOK_DEV_TRACE)
        console.log(`  ${id}: ${seconds.toFixed(1)} s (rendered after ${renderedAfter.toFixed(1)} s)`);
    }
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  };
  // The first alone: it makes the dev server transform what every story shares.
  await tab([ids[0]!]);
  const rest = ids.slice(1);
  const half = Math.ceil(rest.length / tabs);
  await Promise.all(Array.from({ length: tabs }, (_, index) => tab(rest.slice(index * half, (index + 1) * half))));
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
