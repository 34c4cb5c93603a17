import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = preview.meta({
  title: 'Patterns/SectionNav',
  component: SectionNav,
  args: {
    label: 'Διαχείριση',
    items: [
      { label: 'Άρθρα', href: '/admin/articles' },
      { label: 'Αιτήσεις', href: '/admin/leads', current: true },
    ],
  },
});

/** The current view says so to assistive technology; Tab reaches every link. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Διαχείριση' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Αιτήσεις' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Άρθρα' })).toHaveFocus();
  },
});

/** With counts beside the labels. */
export const WithCounts = meta.story({
  args: {
    items: [
      { label: 'Αιτήσεις', href: '/admin/leads', current: true, count: 1204 },
      { label: 'Λήψεις δειγμάτων', href: '/admin/leads?view=downloads', count: 87 },
    ],
  },
});

export const Mobile = meta.story(atPhoneWidth);
