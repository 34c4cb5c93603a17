import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { partnerLogos } from '../stories-fixtures/content';
import { LogoCarousel } from './LogoCarousel';

const meta = {
  title: 'Patterns/LogoCarousel',
  component: LogoCarousel,
  parameters: { layout: 'padded' },
  args: { logos: partnerLogos.slice(0, 10), label: 'Συνεργαζόμενοι φορείς', labels: { pause: 'Παύση κύλισης', play: 'Συνέχεια κύλισης' } },
} satisfies Meta<typeof LogoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten logos, 4 visible on desktop, 3 on tablets, 2 on phones; a visible pause control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' });
    await expect(row).toHaveAttribute('tabindex', '0');
    await expect(within(row).getAllByRole('img')).toHaveLength(10);
    const toggle = canvas.getByRole('button', { name: /Παύση κύλισης|Συνέχεια κύλισης/ });
    const before = toggle.textContent;
    await userEvent.click(toggle);
    await expect(toggle.textContent).not.toBe(before);
  },
};

/** Paused: moving it is the visitor's choice (keyboard scrolls the focused row). */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Παύση κύλισης|Συνέχεια κύλισης/ });
    if (toggle.textContent?.includes('Παύση')) await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('Συνέχεια κύλισης');
    canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' }).focus();
    await expect(canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
