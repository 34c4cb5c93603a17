import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { contactInfo, footerServiceLinks, socialLinks } from '../stories-fixtures/content';
import { SiteFooter } from './SiteFooter';

const meta = preview.meta({
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Πυξίδα Καριέρας',
    tagline: 'Επαγγελματικός προσανατολισμός και συμβουλευτική σταδιοδρομίας από το 2002.',
    servicesTitle: 'Υπηρεσίες',
    serviceLinks: footerServiceLinks,
    contactTitle: 'Επικοινωνία',
    contact: contactInfo,
    socialLinks,
    legalLinks: [
      { label: 'Όροι χρήσης (PDF)', href: 'https://app.example.gr/terms.pdf', newTab: true },
      { label: 'Προσωπικά δεδομένα', href: '/privacy' },
      { label: 'Ρυθμίσεις απορρήτου', href: '/privacy#consent', answeredInPlaceBy: 'consent' },
    ],
    copyright: '© 2026 Πυξίδα Καριέρας',
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const services = canvas.getByRole('navigation', { name: 'Υπηρεσίες' });
    await expect(within(services).getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Τηλέφωνο: 210 000 0000' })).toHaveAttribute('href', 'tel:+302100000000');
    await expect(canvas.getByRole('link', { name: `Email: ${contactInfo.email}` })).toHaveAttribute('href', `mailto:${contactInfo.email}`);
    await expect(canvas.getByRole('link', { name: /Διεύθυνση/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Όροι χρήσης (PDF)' })).toHaveAttribute('target', '_blank');
  },
});

/**
 * A legal link the page's own code answers in place (the privacy settings ask their question again): a plain link to
 * the notice's part on them, marked with what answers it, so a page that starts its code late holds the first click.
 */
export const AnsweredInPlace = meta.story({
  // It looks as Default does: what differs is what the link is marked with.
  parameters: { visual: { sameAs: 'Default' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ρυθμίσεις απορρήτου' });
    await expect(link).toHaveAttribute('href', '/privacy#consent');
    await expect(link).toHaveAttribute('data-answered-in-place', 'consent');
    await expect(canvas.getByRole('link', { name: 'Προσωπικά δεδομένα' })).not.toHaveAttribute('data-answered-in-place');
  },
});

export const Mobile = meta.story(atPhoneWidth);
