import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { TypeScale } from './TokenTables';

const meta = preview.meta({
  title: 'Foundations/Typography',
  component: TypeScale,
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
});

export const Tokens = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^--/).length).toBeGreaterThan(3);
  },
});
