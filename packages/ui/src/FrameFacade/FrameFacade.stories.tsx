import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mechanographicCalculator } from '../stories-fixtures/content';
import { FrameFacade } from './FrameFacade';

const { src, frameTitle, height, text, loadLabel, openLabel } = mechanographicCalculator;

const meta = {
  title: 'Components/FrameFacade',
  component: FrameFacade,
  parameters: { layout: 'padded' },
  args: { src, title: frameTitle, height, text, loadLabel, openLabel },
} satisfies Meta<typeof FrameFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing from the calculator's host loads until asked; the placeholder keeps the frame's 768 px. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: openLabel })).toHaveAttribute('target', '_blank');
  },
};

/** Asked for: the frame loads, named, at its height, and takes focus. */
export const Loaded: Story = {
  args: { src: 'about:blank' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: loadLabel }));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', frameTitle);
    await expect(frame).toHaveAttribute('height', String(height));
    await waitFor(() => expect(frame).toHaveFocus());
  },
};
