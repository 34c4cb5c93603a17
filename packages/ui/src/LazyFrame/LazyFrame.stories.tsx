import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LazyFrame } from './LazyFrame';

const meta = {
  title: 'Components/LazyFrame',
  component: LazyFrame,
  parameters: { layout: 'padded' },
  args: { src: '/media/placeholder.html?embed=1', title: 'Υπολογιστής μηχανογραφικού', height: 768, openLabel: 'Άνοιγμα σε νέα καρτέλα' },
} satisfies Meta<typeof LazyFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the frame loads by itself, named and at its height, with the same page a link away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Υπολογιστής μηχανογραφικού');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('height', '768');
    await expect(within(canvasElement).getByRole('link', { name: 'Άνοιγμα σε νέα καρτέλα' })).toHaveAttribute('target', '_blank');
  },
};
