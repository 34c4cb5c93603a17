import preview from '../../../../.storybook/preview';
import { onlyAt } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { appLink, BrandMark, careerGuidanceMenu, primaryLinks, socialLinks } from '../stories-fixtures/content';
import { siteHeaderCollapse } from '../stories-fixtures/headerCollapse.css';
import { SiteHeader } from './SiteHeader';

const meta = preview.meta({
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { name: 'Πυξίδα Καριέρας', href: '/', logo: <BrandMark /> },
    navLabel: 'Κύρια πλοήγηση',
    dropdown: careerGuidanceMenu,
    links: primaryLinks,
    socialLinks,
    appLink,
    menu: { title: 'Μενού', openLabel: 'Μενού', closeLabel: 'Κλείσιμο μενού' },
    currentPath: '/',
    collapse: siteHeaderCollapse,
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <div style={{ height: 240, padding: '1rem' }}>Περιεχόμενο σελίδας</div>
    </>
  ),
});

/** A laptop: the full navigation on one line; the social icons wait for more room (the footer has them). */
export const Desktop = meta.story({
  ...onlyAt('wide'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await expect(within(nav).getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' })).toBeVisible();
    for (const link of primaryLinks) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await expect(canvas.queryByRole('link', { name: socialLinks[0]!.label })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Μενού' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Είσοδος στην εφαρμογή/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('banner')).toHaveStyle({ position: 'sticky' });
  },
});

/** A large screen: the social icons join the bar. */
export const Large = meta.story({
  ...onlyAt('large'),
  play: async ({ canvas }) => {
    for (const social of socialLinks) {
      await expect(canvas.getByRole('link', { name: social.label })).toHaveAttribute('target', '_blank');
    }
  },
});

export const CurrentPage = meta.story({
  args: { currentPath: '/articles' },
  ...onlyAt('wide'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    await expect(within(nav).getByRole('link', { name: 'Άρθρα' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Where the full navigation does not fit, only the brand and the 'Μενού' button show. */
export const Mobile = meta.story({
  ...onlyAt('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Μενού' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Κύρια πλοήγηση' })).toBeNull();
  },
});
