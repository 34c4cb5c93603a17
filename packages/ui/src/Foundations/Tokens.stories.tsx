import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ColourPalette, SpacingScale, TypeScale } from './TokenTables';

/** The design tokens as tables: each of the three MDX pages beside this file shows one of these stories. */
const meta = preview.meta({
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^--/).length).toBeGreaterThan(3);
  },
});

export const Colours = meta.story({ render: () => <ColourPalette /> });

export const Spacing = meta.story({ render: () => <SpacingScale /> });

export const Typography = meta.story({ render: () => <TypeScale /> });
