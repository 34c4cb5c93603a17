import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ColourPalette } from './TokenTables';

const meta = preview.meta({
  title: 'Foundations/Colours',
  component: ColourPalette,
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
});

export const Tokens = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^--/).length).toBeGreaterThan(3);
  },
});
