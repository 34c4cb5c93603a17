// Page to page as a visitor goes (issue 65): ten steps of one visit through the built site (links hovered before the
// click, links tapped at once, a menu item, a footer link, an article from /articles, back and forward), in the full
// Chromium with its back/forward cache on, its network and CPU slowed as Lighthouse's mobile profile slows them (150 ms
// round trips, 1.6 Mbps down, 750 kbps up, the CPU 4x). For each step it prints the time from the click to the next
// page's largest paint (to the first frame after it is shown, for a page the cache gives back) and how the page
// came: prerendered, prefetched (its HTML fetched ahead), restored from the cache, or loaded on the click. Every step
// is run with the speculation rules and without them (a copy of the build whose `_headers` name none), runs
// interleaved, and the medians are printed side by side. A benchmark, not part of `npm test`: its times depend on the
// machine. A browser driven by DevTools never prerenders (Chromium answers PrerenderingDisabledByDevTools), so what
// the rules give here is their prefetch; a visitor's browser prerenders on top of it.
// Usage: pnpm build && pnpm bench:navigation. NAV_RUNS=n sets the runs (3).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chromium, type Locator, type Page } from '@playwright/test';
import { builtSite } from '../site/host/builtSite.ts';
import { chromiumArgs, storyBrowserPath } from './testBrowser.ts';
import { startE2eBackend } from './e2eBackendProcess.ts';
import { serveSiteProcess } from './serveSiteProcess.ts';

const { client } = builtSite();
const runs = Number(process.env.NAV_RUNS ?? 3);
const withRules = 4394;
const withoutRules = 4395;

// The twin: the same build, its headers naming no speculation rules.
const noRulesDir = mkdtempSync(join(tmpdir(), 'navigation-no-rules-'));
cpSync(client, noRulesDir, { recursive: true });
const headersFile = join(noRulesDir, '_headers');
writeFileSync(
  headersFile,
  readFileSync(headersFile, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*!?\s*Speculation-Rules\b/i.test(line))
    .join('\n'),
);

const servers: ChildProcess[] = [serveSiteProcess(withRules), serveSiteProcess(withoutRules, { SITE_DIR: noRulesDir })];
servers.push(await startE2eBackend(withRules));
await new Promise((resolve) => setTimeout(resolve, 1500));
const stop = () => {
  for (const server of servers) server.kill();
  rmSync(noRulesDir, { recursive: true, force: true });
};
if (servers.some((server) => server.exitCode !== null)) {
  stop();
  throw new Error(`pnpm bench:navigation: ports ${withRules} and ${withoutRules} must be free`);
}

type Came = 'prerendered' | 'prefetched' | 'restored' | 'loaded';
type Step = {
  name: string;
  /** hover: the pointer rests on the link before the click; tap: it is clicked at once. */
  how: 'hover' | 'tap' | 'back' | 'forward';
  link?: (page: Page) => Locator;
  to: RegExp;
};

const steps: Step[] = [
  { name: '/ → /students (a card)', how: 'hover', link: (page) => page.locator('main a[href="/students"]').first(), to: /\/students$/ },
  { name: '/students → /tests', how: 'hover', link: (page) => page.locator('main a[href="/tests"]').first(), to: /\/tests$/ },
  {
    name: '/tests → /seminaria (menu)',
    how: 'hover',
    link: (page) => page.getByRole('navigation', { name: 'Κύρια πλοήγηση' }).locator('a[href="/seminaria"]'),
    to: /\/seminaria$/,
  },
  { name: '/seminaria → /about (footer)', how: 'tap', link: (page) => page.locator('footer a[href="/about"]'), to: /\/about$/ },
  { name: '/about → /articles (footer)', how: 'hover', link: (page) => page.locator('footer a[href="/articles"]'), to: /\/articles$/ },
  {
    name: '/articles → an article',
    how: 'hover',
    link: (page) => page.locator('main a[href^="/articles/"]').first(),
    to: /\/articles\/[^/]+$/,
  },
  { name: 'back to /articles', how: 'back', to: /\/articles$/ },
  { name: 'forward to the article', how: 'forward', to: /\/articles\/[^/]+$/ },
  { name: 'the article → /students (footer)', how: 'tap', link: (page) => page.locator('footer a[href="/students"]'), to: /\/students$/ },
  { name: 'back to the article', how: 'back', to: /\/articles\/[^/]+$/ },
];

/** Written into every page before its own script: its largest paint, and the first frame after a restore. */
function recordPaints() {
  const marks = { lcpAt: 0, restoredAt: 0 };
  Object.assign(window, { navigationMarks: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcpAt = performance.timeOrigin + entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    marks.restoredAt = 0;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        marks.restoredAt = performance.timeOrigin + performance.now();
      }),
    );
  });
}

type Marks = { lcpAt: number; restoredAt: number };
const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { navigationMarks: Marks }).navigationMarks);

/** How the page in view came, and when it was painted (ms since the epoch). */
async function arrival(page: Page, restored: boolean): Promise<{ came: Came; paintedAt: number }> {
  if (restored) {
    await page.waitForFunction(() => (window as unknown as { navigationMarks: Marks }).navigationMarks.restoredAt > 0);
    return { came: 'restored', paintedAt: (await readMarks(page)).restoredAt };
  }
  await page.waitForFunction(() => (window as unknown as { navigationMarks?: Marks }).navigationMarks?.lcpAt);
  // The largest paint may still grow (a hero after its text): the last entry once the page has settled.
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    };
    return { activationStart: entry.activationStart, deliveryType: entry.deliveryType };
  });
  const came: Came = timing.activationStart > 0 ? 'prerendered' : timing.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'loaded';
  return { came, paintedAt: (await readMarks(page)).lcpAt };
}

async function visit(port: number): Promise<{ ms: number; came: Came }[]> {
  const browser = await chromium.launch({
    executablePath: storyBrowserPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await page.addInitScript(recordPaints);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await page.waitForTimeout(3000);
    const results: { ms: number; came: Came }[] = [];
    for (const step of steps) {
      const before = page.url();
      const shown = page.waitForURL(step.to, { waitUntil: 'commit' });
      if (step.how === 'back' || step.how === 'forward') {
        const startedAt = Date.now();
        await (step.how === 'back' ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' }));
        await shown;
        const persisted = await page
          .waitForFunction(() => (window as unknown as { navigationMarks: Marks }).navigationMarks.restoredAt > 0, undefined, {
            timeout: 3000,
          })
          .then(
            () => true,
            () => false,
          );
        const { came, paintedAt } = await arrival(page, persisted);
        results.push({ ms: paintedAt - startedAt, came });
      } else {
        const link = step.link!(page);
        await link.scrollIntoViewIfNeeded();
        if (step.how === 'hover') {
          await link.hover();
          // Moderate eagerness starts after 200 ms of hover; the visitor reads a moment longer.
          await page.waitForTimeout(1000);
        }
        const startedAt = Date.now();
        await link.click();
        await shown;
        const { came, paintedAt } = await arrival(page, false);
        results.push({ ms: paintedAt - startedAt, came });
      }
      if (page.url() === before) throw new Error(`${step.name}: still on ${before}`);
      await page.waitForTimeout(1500);
    }
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mostOften = (values: Came[]) =>
  [...new Set(values)]
    .map(
      (came) =>
        `${came}${values.filter((value) => value === came).length < values.length ? ` ×${values.filter((value) => value === came).length}` : ''}`,
    )
    .join(', ');

try {
  const on: { ms: number; came: Came }[][] = [];
  const off: { ms: number; came: Came }[][] = [];
  for (let run = 0; run < runs; run += 1) {
    on.push(await visit(withRules));
    off.push(await visit(withoutRules));
  }
  console.log(
    `Median of ${runs} runs: the click to the next page's largest paint (Lighthouse's mobile network, CPU 4x; Chromium, cache on).`,
  );
  console.log('| step | with the rules | came | without them | came |');
  console.log('|---|---:|---|---:|---|');
  steps.forEach((step, index) => {
    const withMs = median(on.map((results) => results[index]!.ms));
    const withoutMs = median(off.map((results) => results[index]!.ms));
    console.log(
      `| ${step.name} (${step.how}) | ${Math.round(withMs)} ms | ${mostOften(on.map((results) => results[index]!.came))} | ${Math.round(withoutMs)} ms | ${mostOften(off.map((results) => results[index]!.came))} |`,
    );
  });
} finally {
  stop();
}
