import '@cg/ui/global';
import '@cg/ui/webFonts';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { handlers } from '../mocks/handlers';
import { resetMockSupabase } from '../mocks/store';
import { chromaticModes, viewports } from './modes';

/**
 * The catalogue's configuration. Stories are CSF factories (`preview.meta`, `meta.story`): each file
 * imports this preview, so a story is typed against its addons and composes with them wherever it runs.
 */
export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  // Every story starts from a freshly seeded mocked project with every mocked service; a story that needs a
  // failing one puts its handler first with `msw.use(…)` in its own beforeEach (the addon resets them after).
  beforeEach: ({ msw }) => {
    resetMockSupabase();
    msw.use(...handlers);
  },
  parameters: {
    // A part sits in padding; pages and parts that span the viewport (header, hero, section) set 'fullscreen'.
    layout: 'padded',
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
    viewport: { options: viewports },
    chromatic: { modes: chromaticModes },
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
