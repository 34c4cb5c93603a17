import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contactInfo, footerServiceLinks, socialLinks } from '../stories-fixtures/content';
import { SiteFooter } from './SiteFooter';

// The site decides what the privacy link does (an alert, for now); the footer only passes the click on.
const showPrivacyNotice = fn((event: { preventDefault: () => void }) => event.preventDefault());

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
      { label: 'Προσωπικά δεδομένα', href: '/privacy', onClick: showPrivacyNotice },
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

/** A legal link with a handler: the click reaches the site's handler (the privacy notice) and stays on the page. */
export const LegalLinkHandler = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const location = canvasElement.ownerDocument.location.href;
    const link = canvas.getByRole('link', { name: 'Προσωπικά δεδομένα' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).not.toHaveAttribute('target');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(showPrivacyNotice).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.location.href).toBe(location);
  },
});

export const Mobile = meta.story(atPhoneWidth);
