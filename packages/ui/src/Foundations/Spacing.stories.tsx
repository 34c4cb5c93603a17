import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { SpacingScale } from './TokenTables';

const meta = preview.meta({
  title: 'Foundations/Spacing',
  component: SpacingScale,
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
});

export const Tokens = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^--/).length).toBeGreaterThan(3);
  },
});
