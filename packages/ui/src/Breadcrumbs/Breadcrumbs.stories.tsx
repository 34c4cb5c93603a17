import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = preview.meta({
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Διαδρομή πλοήγησης',
    items: [
      { label: 'Αρχική', href: '/' },
      { label: 'Μαθητές', href: '/students' },
    ],
  },
});

/** Home first, the page last and marked as current; both are links in Tab order. */
export const Default = meta.story({
  play: async ({ canvas }) => {
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
});

/** A nested page: three levels, a long Greek title that wraps instead of overflowing. */
export const LongTrail = meta.story({
  args: {
    items: [
      { label: 'Αρχική', href: '/' },
      { label: 'Άρθρα', href: '/articles' },
      { label: 'Πώς διαλέγουμε σπουδές χωρίς άγχος: πέντε βήματα για μια ήρεμη απόφαση', href: '/articles/pos-dialegoume-spoudes' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const Mobile = meta.story({ ...LongTrail.input, ...atPhoneWidth });
