import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Patterns/SectionNav',
  component: SectionNav,
  parameters: { layout: 'padded' },
  args: {
    label: 'Διαχείριση',
    items: [
      { label: 'Άρθρα', href: '/admin/articles' },
      { label: 'Αιτήσεις', href: '/admin/leads', current: true },
    ],
  },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current view says so to assistive technology; Tab reaches every link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Διαχείριση' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Αιτήσεις' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Άρθρα' })).toHaveFocus();
  },
};

/** With counts beside the labels. */
export const WithCounts: Story = {
  args: { items: [{ label: 'Αιτήσεις', href: '/admin/leads', current: true, count: 1204 }, { label: 'Λήψεις δειγμάτων', href: '/admin/leads?view=downloads', count: 87 }] },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
