import type { StoryContext } from '@storybook/react-vite';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportWidths } from '../.storybook/modes';
import type { CaptureMode, VisualParameters } from '../.storybook/visual';

/**
 * Offline visual regression, run by the story tests: once a story's play function and its entry animations
 * have finished (Storybook pauses CSS animations at their end before `afterEach`), its end state is compared
 * pixel for pixel with the committed baseline in visual/__screenshots__/, at Chromatic's phone and desktop
 * widths. Update on purpose with `pnpm test:visual:update` and review the PNG diff.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    checkCaptureIsDistinct: (name: string, sameAs?: string) => Promise<string | undefined>;
    emulateReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

type ChromaticParameters = {
  modes?: Record<string, { viewport?: keyof typeof viewportWidths; disable?: boolean }>;
  delay?: number;
  disableSnapshot?: boolean;
  prefersReducedMotion?: 'reduce' | 'no-preference';
};

let motionReduced = false;

/**
 * Emulates the motion preference Chromatic snapshots the story with (`chromatic.prefersReducedMotion`), before it
 * renders: a page whose counters count up on sight then shows their final figures at once, as visitors who prefer
 * reduced motion see them, instead of every capture retaking a tall page until the count ends.
 */
export async function matchMotionPreference({ parameters }: StoryContext) {
  const reduce = (parameters.chromatic as ChromaticParameters | undefined)?.prefersReducedMotion === 'reduce';
  if (reduce === motionReduced) return;
  await commands.emulateReducedMotion(reduce);
  motionReduced = reduce;
}
/** Chromatic's tablet mode is reviewed in the cloud only, unless a story is about that width alone. */
const cloudOnlyModes = new Set(['tablet']);

// As Vitest names the baseline (runs of hyphens become one), so the duplicate check finds the same file.
export const captureName = (storyId: string, mode: string) => `${storyId}-${mode}`.replace(/-{2,}/g, '-');

/** The widths Chromatic captures this story at (offline, without the tablet's), nearest the width its play function ran at first. */
function modesOf(chromatic: ChromaticParameters) {
  const enabled = Object.entries(chromatic.modes ?? {}).filter(([, mode]) => !mode.disable);
  const modes = (enabled.length > 1 ? enabled.filter(([mode]) => !cloudOnlyModes.has(mode)) : enabled).map(([mode, { viewport }]) => ({
    mode,
    width: viewportWidths[viewport ?? (mode as keyof typeof viewportWidths)],
  }));
  const distance = (width: number) => Math.abs(width - window.innerWidth);
  return modes.sort((a, b) => distance(a.width) - distance(b.width));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function settle(root: HTMLElement) {
  // Lazy images never load in a short viewport; load them all so captures are complete and stable.
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  // Every capture uses each image's own `src`: given a srcset, Chromium may pick a larger candidate an
  // earlier story left in the page's image cache, and the same story would then capture differently.
  for (const source of root.querySelectorAll('picture source')) source.remove();
  for (const image of images) image.removeAttribute('srcset');
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  // Every declared face, not only those laid out so far: a face first needed by a select's text would otherwise
  // still be loading, or not yet asked for, when the capture is taken.
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  await document.fonts.ready;
  // Chromium lays out a select's chosen text once: one laid out before its face arrived keeps the fallback face
  // (a fresh story server serves the fonts late). Laid out again, every select shows the face it asks for.
  for (const select of root.querySelectorAll('select')) {
    const display = select.style.display;
    select.style.display = 'none';
    void select.offsetWidth;
    select.style.display = display;
  }
}

/**
 * What the story shows outside its own element's box: a dialog, a popover or a menu in a portal, or an element
 * of its own in the top layer (an open modal <dialog>, a popover).
 */
const overlays = (canvasElement: HTMLElement) => [
  ...[...document.body.children].filter((element) => element !== canvasElement && shows(element)),
  ...canvasElement.querySelectorAll(':modal, :popover-open'),
];

// A portal's own element may have no box (its dialog is fixed-positioned): what counts is whether anything in it shows.
const shows = (element: Element): boolean =>
  element instanceof HTMLElement && (element.getBoundingClientRect().height > 0 || [...element.children].some(shows));

/** How high the frame must be to show the story and whatever it has open (at least a window high with an overlay). */
function heightShown(canvasElement: HTMLElement) {
  const open = overlays(canvasElement);
  const bottoms = [canvasElement, ...open].map((element) => Math.ceil(element.getBoundingClientRect().bottom + window.scrollY));
  return Math.max(open.length ? 900 : 200, ...bottoms);
}

/**
 * Sizes the frame to what is shown (parts outside the frame capture blank) and returns the element to capture,
 * the story's own element, or with an overlay open the whole page (the body, at least a window high), as
 * Chromatic shows it, and the height then shown.
 */
async function fitFrame(canvasElement: HTMLElement, width: number) {
  let height = 0;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const measured = heightShown(canvasElement);
    if (measured === height) break;
    height = measured;
    await page.viewport(width, height);
    await nextFrame();
  }
  // What is shown at this size, to tell later whether the page changed (a layout sized by the window's height
  // may never measure exactly the height it was given).
  return { target: overlays(canvasElement).length ? document.body : canvasElement, shown: heightShown(canvasElement) };
}

/** The capture a story declares itself identical to: an export of its own file, or another file's story by its id. */
function sameAsOf(visual: VisualParameters, mode: string, title: string) {
  const story = typeof visual.sameAs === 'string' ? visual.sameAs : visual.sameAs?.[mode as CaptureMode];
  if (!story) return undefined;
  return captureName(story.includes('--') ? story : toId(title, storyNameFromExport(story)), mode);
}

/** Compares the element with its committed baseline (or writes it, when updating). */
async function matchBaseline(target: HTMLElement, name: string, visual: VisualParameters) {
  // Captured through a test id: a locator Vitest derives from the element itself is made of the text it
  // shows at that moment, and finds nothing once that text changes.
  target.dataset.testid = 'visual-capture';
  try {
    // Exact to within a channel's level or two (decision 027): Chromium rasterises a rounded corner's edge one level
    // differently from run to run. A story may allow a few pixels where Chromium's downscaled images differ with
    // what its decode cache holds from earlier stories.
    await expect.element(page.getByTestId('visual-capture')).toMatchScreenshot(name, {
      // Two equal pictures in a row count as stable; a part that loads late (the consent question's chunk, which
      // the story server compiles on first request) may take longer than the default 5 s on two busy cores.
      timeout: 20_000,
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.005, allowedMismatchedPixels: visual.allowedMismatchedPixels ?? 0 },
    });
  } finally {
    delete target.dataset.testid;
  }
}

/**
 * A toast goes by itself 8 s after it shows; on two busy cores the captures of a story that ends on one can take
 * longer (a fresh clone's run captured /tests' download without its toast, 18 s after it showed). Hovered, Sonner
 * holds its toasts until the pointer leaves: one toast looks the same held (several would spread out, so those are
 * left to run).
 */
function holdToasts() {
  const toaster = document.querySelector('[data-sonner-toaster]');
  if (toaster?.querySelectorAll('[data-sonner-toast]').length === 1) toaster.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

export async function captureEndState({ id, title, parameters, canvasElement }: StoryContext) {
  const visual = (parameters.visual ?? {}) as VisualParameters;
  const chromatic = (parameters.chromatic ?? {}) as ChromaticParameters;
  if (Boolean(chromatic.disableSnapshot) !== Boolean(visual.skip))
    throw new Error(`${id}: Chromatic and the offline comparison skip the same stories; use withoutSnapshot(why)`);
  if (visual.skip) return;
  if (chromatic.delay) await new Promise((resolve) => setTimeout(resolve, chromatic.delay));
  holdToasts();

  const html = document.documentElement;
  // No scrollbar: it would narrow the layout until the frame grows, and wrap text differently.
  const overflow = html.style.overflow;
  html.style.overflow = 'hidden';
  document.body.style.minHeight = '100vh';
  try {
    for (const { mode, width } of modesOf(chromatic)) {
      if (visual.skipAt?.mode === mode) continue;
      const name = captureName(id, mode);
      // A part whose code arrives late (the first story to need it waits for the story server to compile it) can
      // grow the page after the frame was fitted, and cut the capture short: then fit again, from the same
      // starting size, and take it again.
      for (let attempt = 1; ; attempt += 1) {
        await page.viewport(width, 900);
        await nextFrame();
        await settle(document.body);
        const { target, shown } = await fitFrame(canvasElement, width);
        const mismatch = await matchBaseline(target, name, visual).then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        if (heightShown(canvasElement) === shown || attempt === 3) {
          if (mismatch) throw mismatch;
          break;
        }
      }
      const problem = await commands.checkCaptureIsDistinct(name, sameAsOf(visual, mode, title));
      if (problem) throw new Error(problem);
    }
  } finally {
    html.style.overflow = overflow;
    document.body.style.minHeight = '';
  }
}
