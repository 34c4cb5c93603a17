import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { contactInfo, openingHoursDisplay, serviceCities } from '../stories-fixtures/content';
import { ContactSection } from './ContactSection';

const meta = preview.meta({
  title: 'Patterns/ContactSection',
  component: ContactSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Επικοινωνία',
    intro: 'Καλέστε μας ή στείλτε μας email: θα σας απαντήσουμε μέσα σε 24 ώρες.',
    contact: contactInfo,
    detailsTitle: 'Στοιχεία επικοινωνίας',
    hoursTitle: 'Ωράριο λειτουργίας',
    hours: openingHoursDisplay,
    areas: { title: 'Πόλεις που εξυπηρετούμε', items: serviceCities },
  },
});

/** Phone, e-mail and address, no form; the section is the target of /#contact. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Επικοινωνία' });
    await expect(region).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('link', { name: 'Τηλέφωνο: 210 000 0000' })).toHaveAttribute('href', 'tel:+302100000000');
    await expect(canvas.getByRole('link', { name: `Email: ${contactInfo.email}` })).toBeVisible();
    await expect(canvas.getByText('Κλειστά')).toBeVisible();
    const cities = canvas.getByRole('heading', { name: 'Πόλεις που εξυπηρετούμε' }).nextElementSibling as HTMLElement;
    await expect(
      within(cities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...serviceCities]);
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
});

export const Mobile = meta.story(atPhoneWidth);
