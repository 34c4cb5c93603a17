import '@cg/ui/global';
import '@cg/ui/webFonts';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { resetMockSupabase } from '../mocks/store';
import { chromaticModes, viewports } from './modes';

const preview: Preview = {
  loaders: [mswLoader()],
  // Every story starts from a freshly seeded mocked project.
  beforeEach: () => resetMockSupabase(),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
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
};

export default preview;
