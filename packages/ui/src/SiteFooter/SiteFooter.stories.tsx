import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { contactInfo, footerServiceLinks, socialLinks } from '../stories-fixtures/content';
import { SiteFooter } from './SiteFooter';

const privacyNotice = 'Η σελίδα Προσωπικών Δεδομένων είναι υπό κατασκευή.';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: {
    brandName: 'Πυξίδα Καριέρας',
    tagline: 'Επαγγελματικός προσανατολισμός και συμβουλευτική σταδιοδρομίας από το 2002.',
    servicesTitle: 'Υπηρεσίες',
    serviceLinks: footerServiceLinks,
    contactTitle: 'Επικοινωνία',
    contact: contactInfo,
    socialLinks,
    terms: { label: 'Όροι χρήσης (PDF)', href: 'https://app.example.gr/terms.pdf' },
    privacy: { label: 'Προσωπικά δεδομένα', href: '/privacy', notice: privacyNotice },
    copyright: '© 2026 Πυξίδα Καριέρας',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const services = canvas.getByRole('navigation', { name: 'Υπηρεσίες' });
    await expect(within(services).getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Τηλέφωνο: 210 000 0000' })).toHaveAttribute('href', 'tel:+302100000000');
    await expect(canvas.getByRole('link', { name: 'Email: info@example.gr' })).toHaveAttribute('href', 'mailto:info@example.gr');
    await expect(canvas.getByRole('link', { name: /Διεύθυνση/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Όροι χρήσης (PDF)' })).toHaveAttribute('target', '_blank');
  },
};

/** The privacy page is not ready: its link explains that in an alert and stays on the page. */
export const PrivacyNotice: Story = {
  play: async ({ canvasElement }) => {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    const location = canvasElement.ownerDocument.location.href;
    const link = within(canvasElement).getByRole('link', { name: 'Προσωπικά δεδομένα' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(alert).toHaveBeenCalledWith(privacyNotice);
    await expect(canvasElement.ownerDocument.location.href).toBe(location);
    alert.mockRestore();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
