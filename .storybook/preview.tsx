import '@cg/ui/global';
import '@cg/ui/webFonts';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { handlers } from './mocks/handlers';
import { startStory } from '@cg/local-supabase/story';
import { discardPendingToasts } from '../packages/ui/src/Toasts/toastQueue';
import { captureEndState, matchMotionPreference } from './captureEndState';
import { startClockAt, storyStartsAt } from './clock';
import { chromaticModes, viewports } from './modes';

/**
 * MSW answers the stories' Supabase calls (.storybook/mocks/handlers.ts). A request to Storybook's own origin is its code and
 * assets (the backend's WebAssembly and snapshot among them): only another origin's unanswered request is worth a warning.
 */
async function startMockServiceWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin !== window.location.origin) print.warning();
    },
  });
  return worker;
}

/**
 * The catalogue's configuration. Stories are CSF factories (`preview.meta`, `meta.story`): each file
 * imports this preview, so a story is typed against its addons and composes with them wherever it runs.
 */
export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startMockServiceWorker)],
  // Every story starts from the backend's snapshot (the real migrations and seed, in the page: decision 005); a
  // story that needs a failing service puts its handler first with `msw.use(…)` in its own beforeEach (the addon
  // resets them after). Each starts at the same moment too, so the dates and times it shows (a lead's arrival)
  // never change, and with no toast left waiting by a story that had no region to show it.
  beforeEach: async (context) => {
    const { msw } = context;
    await matchMotionPreference(context);
    const realClock = startClockAt(storyStartsAt);
    await startStory();
    discardPendingToasts();
    msw.use(...handlers);
    return realClock;
  },
  // In the story tests, each story's end state is compared with its baseline (a no-op in Storybook itself).
  afterEach: captureEndState,
  parameters: {
    // A part sits in padding; pages and parts that span the viewport (header, hero, section) set 'fullscreen'.
    layout: 'padded',
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
    viewport: { options: viewports },
    // Chromatic pauses CSS animations at their end, as the story tests do before the offline capture.
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
    // The catalogue's five groups, from the tokens up to whole pages.
    options: { storySort: { order: ['Foundations', 'Layout', 'Components', 'Patterns', 'Pages'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story) => (
      <div lang="el">
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
});
