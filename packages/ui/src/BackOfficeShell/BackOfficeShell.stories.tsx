import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { BackOfficeShell } from './BackOfficeShell';

const meta = preview.meta({
  title: 'Patterns/BackOfficeShell',
  component: BackOfficeShell,
  args: {
    brandName: 'Επαγγελματικός Προσανατολισμός',
    brandHref: '/admin/leads',
    areaLabel: 'Διαχείριση',
    skipLinkLabel: 'Μετάβαση στο κύριο περιεχόμενο',
    mainId: 'back-office-main',
    items: [
      { label: 'Αιτήσεις', href: '/admin/leads', current: true },
      { label: 'Αναφορές', href: '/admin/reports' },
      { label: 'Πρόσωπα', href: '/admin/leads?view=people' },
      { label: 'Άρθρα', href: '/admin/articles' },
    ],
    account: (
      <>
        <span>Συνδεδεμένος ως staff@example.gr</span>
        <Button tone="secondary">Αποσύνδεση</Button>
      </>
    ),
    children: <h1>Αιτήσεις</h1>,
  },
  parameters: { layout: 'fullscreen' },
});

/** Signed in: the skip link first, then the brand, the account, and the pages, the current one marked. */
export const SignedIn = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toHaveFocus();
    const nav = canvas.getByRole('navigation', { name: 'Διαχείριση' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Αιτήσεις' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Συνδεδεμένος ως staff@example.gr')).toBeVisible();
  },
});

/** Nobody signed in yet: the brand alone above the sign-in form, no pages to go to. */
export const SignedOut = meta.story({
  args: { items: [], account: undefined, children: <h1>Σύνδεση διαχειριστή</h1> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
});

/** At 390 px: the bar wraps, every page's tab is in sight (they wrap, nothing sits off-screen), and the page is no wider than the screen. */
export const Phone = meta.story({
  ...atPhoneWidth,
  args: {
    items: [
      { label: 'Αιτήσεις', href: '/admin/leads', current: true },
      { label: 'Αναφορές', href: '/admin/reports' },
      { label: 'Πρόσωπα', href: '/admin/leads?view=people' },
      { label: 'Άρθρα', href: '/admin/articles' },
      { label: 'Ημερίδες', href: '/admin/events' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const name of ['Αιτήσεις', 'Αναφορές', 'Πρόσωπα', 'Άρθρα', 'Ημερίδες']) {
      const tab = canvas.getByRole('link', { name }).getBoundingClientRect();
      await expect(tab.left).toBeGreaterThanOrEqual(0);
      await expect(tab.right).toBeLessThanOrEqual(page.clientWidth);
    }
  },
});
