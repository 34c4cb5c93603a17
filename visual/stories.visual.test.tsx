import '@cg/ui/global';
import '@cg/ui/webFonts';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { mockAnonKey, mockSupabaseUrl } from '@cg/mocks';
import { viewportWidths } from '../.storybook/modes';

/**
 * Offline visual regression: every story of the library and the pages, rendered in its initial
 * state at a phone and a desktop width, compared pixel for pixel with the committed baseline in
 * __screenshots__/. Update on purpose with `pnpm test:visual:update` and review the PNG diff.
 */
// Each story is a CSF factory composed with the catalogue's preview, so the backend is mocked as in Storybook
// (MSW and a freshly seeded mocked project before each story): no capture depends on whether a local backend
// happens to listen on the mocked Supabase URL.
type ComposedStory = ComponentType & { load: () => Promise<void>; parameters?: { visual?: VisualParameters } };
type Story = { _tag: 'Story'; Component: ComposedStory; meta: { input: { title?: string } } };
type StoryModule = Record<string, unknown>;
const isStory = (value: unknown): value is Story => (value as Story | undefined)?._tag === 'Story';
const modules = import.meta.glob<StoryModule>(['../packages/ui/src/**/*.stories.tsx', '../site/app/**/*.stories.tsx'], {
  eager: true,
});

const widths = { mobile: viewportWidths.mobile, desktop: viewportWidths.desktop } as const;
const fileName = (title: string, story: string, mode: string) =>
  `${title}--${story}--${mode}`.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase();

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
});

async function settle(element: HTMLElement) {
  // Lazy images never load in a short viewport; load them all so captures are complete and stable.
  const images = [...element.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  // Every capture uses each image's own `src`: given a srcset, Chromium may pick a larger candidate an
  // earlier story left in the page's image cache, and the same story would then capture differently.
  for (const source of element.querySelectorAll('picture source')) source.remove();
  for (const image of images) image.removeAttribute('srcset');
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
}

type VisualParameters = {
  /** Pixels that may differ (downscaled images vary with Chromium's decode cache). */
  allowedMismatchedPixels?: number;
  /** A modal the story opens in a portal: captured instead of the story's own element. */
  role?: 'dialog' | 'alertdialog';
  /** Why the story has nothing to capture. */
  skip?: string;
  /** Why one width cannot be compared (the other still is). */
  skipAt?: { mode: keyof typeof widths; why: string };
};

/**
 * A modal the story opens in a portal, once it is there and its entry animations have ended. Found by its
 * role: a locator Vitest derives from the element itself is made of its text, which the story may still change.
 * The screenshot then reaches it through its ids, which Vitest does not escape, and the portal's generated
 * ids hold a `/`: the ids go for the capture (nothing refers to them; the heading keeps its own).
 */
async function modal(role: NonNullable<VisualParameters['role']>) {
  const dialog = page.getByRole(role);
  await expect.element(dialog).toBeVisible();
  const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  for (let node: HTMLElement | null = dialog.element() as HTMLElement; node && node !== document.body; node = node.parentElement) node.removeAttribute('id');
  return dialog;
}

/** Grows the frame to the story's full height (parts outside the frame capture blank), until it settles. */
async function growFrameToFit(element: HTMLElement, width: number) {
  let height = 0;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const measured = Math.max(200, Math.ceil(element.getBoundingClientRect().height));
    if (measured === height) return;
    height = measured;
    await page.viewport(width, height);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
}

test('stories reach the mocked backend, whether or not a local one is running', async () => {
  const anyStory = Object.values(Object.values(modules)[0]!).find(isStory)!;
  await anyStory.Component.load();
  // The mock's key: a real backend on the same address would refuse it.
  const response = await fetch(`${mockSupabaseUrl}/rest/v1/articles?select=slug`, { headers: { apikey: mockAnonKey } });
  expect(response.status).toBe(200);
  expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
});

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.entries(module).filter((entry): entry is [string, Story] => isStory(entry[1]));
  const title = stories[0]?.[1].meta.input.title ?? path;
  describe(title, () => {
    for (const [storyName, { Component: Story }] of stories) {
      for (const [mode, width] of Object.entries(widths)) {
        const visual = Story.parameters?.visual ?? {};
        // A story that renders nothing on purpose (e.g. paging with one page) has nothing to capture.
        test.skipIf(Boolean(visual.skip) || visual.skipAt?.mode === mode)(`${storyName} at ${mode} (${width}px)`, async () => {
          await page.viewport(width, 900);
          container = document.createElement('div');
          // Captured through a test id: a locator Vitest derives from the element itself is made of the text it
          // shows at that moment ("Έλεγχος σύνδεσης…"), and once a page's session check ends it finds nothing and
          // the capture waits until the test times out.
          container.dataset.testid = 'visual-capture';
          container.style.width = `${width}px`;
          document.body.style.margin = '0';
          // No scrollbar: it would narrow the layout until the frame grows, and wrap text differently.
          document.documentElement.style.overflow = 'hidden';
          document.body.append(container);
          // Loaders (the mocked backend) and beforeEach hooks, as Storybook runs them before rendering.
          await Story.load();
          root = createRoot(container);
          root.render(<Story />);
          if (!visual.role) await expect.poll(() => container!.childElementCount).toBeGreaterThan(0);
          await settle(container);
          // A modal renders outside the story's own element (a portal): it is captured by itself.
          const target = visual.role ? await modal(visual.role) : page.getByTestId('visual-capture');
          if (!visual.role) await growFrameToFit(container, width);
          // Exact by default. A story may allow a few pixels where Chromium's downscaled images differ with
          // what its decode cache holds from earlier stories (parameters.visual.allowedMismatchedPixels).
          await expect.element(target).toMatchScreenshot(fileName(title, storyName, mode), {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: visual.allowedMismatchedPixels ?? 0 },
          });
        });
      }
    }
  });
}
