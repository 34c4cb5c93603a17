import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Διαδρομή πλοήγησης',
    items: [
      { label: 'Αρχική', href: '/' },
      { label: 'Μαθητές', href: '/students' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home first, the page last and marked as current; both are links in Tab order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [home, page] = within(nav).getAllByRole('link');
    await expect(home).toHaveAccessibleName('Αρχική');
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(page).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await expect(page).toHaveFocus();
  },
};

/** A nested page: three levels, a long Greek title that wraps instead of overflowing. */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Αρχική', href: '/' },
      { label: 'Άρθρα', href: '/articles' },
      { label: 'Πώς διαλέγουμε σπουδές χωρίς άγχος: πέντε βήματα για μια ήρεμη απόφαση', href: '/articles/pos-dialegoume-spoudes' },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = { ...LongTrail, globals: { viewport: { value: 'mobile' } } };
