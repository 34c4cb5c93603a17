import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appLink, careerGuidanceMenu, primaryLinks, socialLinks } from '../stories-fixtures/content';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: {
    brand: { name: 'Πυξίδα Καριέρας', href: '/' },
    navLabel: 'Κύρια πλοήγηση',
    dropdown: careerGuidanceMenu,
    links: primaryLinks,
    socialLinks,
    appLink,
    menu: { title: 'Μενού', openLabel: 'Μενού', closeLabel: 'Κλείσιμο μενού' },
    currentPath: '/',
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <div style={{ height: 240, padding: '1rem' }}>Περιεχόμενο σελίδας</div>
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await expect(within(nav).getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' })).toBeVisible();
    for (const link of primaryLinks) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    for (const social of socialLinks) {
      await expect(canvas.getByRole('link', { name: social.label })).toHaveAttribute('target', '_blank');
    }
    await expect(canvas.getByRole('link', { name: /Είσοδος στην εφαρμογή/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('banner')).toHaveStyle({ position: 'sticky' });
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/articles' },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await expect(within(nav).getByRole('link', { name: 'Άρθρα' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Under the tablet breakpoint only the brand and the 'Μενού' button show. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Μενού' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Κύρια πλοήγηση' })).toBeNull();
  },
};
