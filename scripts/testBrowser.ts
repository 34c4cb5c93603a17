/**
 * The browsers the tests drive, both Debian's Chromium 156.
 *
 * e2e runs `chromium-headless-shell` (what Playwright itself runs headless): the full browser opens a real
 * window per context, with a renderer of its own for the window's toolbar, one more process for every test
 * (lead-forms.spec.ts took 178 s with it, 89 s with the shell, on two cores).
 *
 * The story tests keep the full `chromium`: they run in one page, so there is no window to save, and the shell
 * lays text out with other glyph positions (every baseline with text differs by a few thousand pixels).
 */
export const e2eBrowserPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const storyBrowserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * For every Chromium this project starts (the tests and `pnpm lighthouse`): no sandbox (root in CI), no GPU,
 * nothing the browser would fetch or update for itself.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
