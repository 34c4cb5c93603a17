import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourPalette } from './TokenTables';

const meta = {
  title: 'Foundations/Colours',
  component: ColourPalette,
  parameters: { layout: 'padded' },
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^--/).length).toBeGreaterThan(3);
  },
};
