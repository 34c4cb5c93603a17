import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypeScale } from './TokenTables';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  parameters: { layout: 'padded' },
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^--/).length).toBeGreaterThan(3);
  },
};
