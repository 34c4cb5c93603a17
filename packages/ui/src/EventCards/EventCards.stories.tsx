import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { imeridesEvents } from '../stories-fixtures/content';
import { EventCards, type EventInfo } from './EventCards';

// What the site's pages pass for events staff published (the places are examples).
const pupilsDay: EventInfo = {
  id: 'imerida-pupils',
  title: 'Ημερίδα για μαθητές Λυκείου',
  text: 'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες.',
  audience: 'Για μαθητές',
  date: 'Σάββατο 12 Δεκεμβρίου 2026',
  time: '09:00–14:00',
  place: 'Οδός Παραδείγματος 1, Αθήνα',
  placeLink: { href: 'https://www.google.com/maps/search/?api=1&query=example', hint: 'άνοιγμα στον χάρτη' },
  note: 'Απομένουν 64 θέσεις.',
  action: { href: '#lead-form', label: 'Δήλωση συμμετοχής' },
};
const parentsEvening: EventInfo = {
  id: 'imerida-parents',
  title: 'Ημερίδα για γονείς',
  text: 'Πώς στηρίζουμε τα παιδιά μας στις επιλογές σπουδών.',
  audience: 'Για γονείς',
  date: 'Πέμπτη 7 Ιανουαρίου 2027',
  time: '18:00–20:00',
  place: 'Διαδικτυακά',
  badge: { label: 'Τελευταίες θέσεις', tone: 'caution' },
  note: 'Απομένουν 4 θέσεις.',
};

const meta = preview.meta({
  title: 'Patterns/EventCards',
  component: EventCards,
  args: { events: [pupilsDay, parentsEvening], labels: imeridesEvents.labels },
});

/** Two upcoming events: who each is for, its day, hours and place (a map link for a place), the seats left, where to register. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const pupils = within(canvas.getByRole('article', { name: 'Ημερίδα για μαθητές Λυκείου' }));
    await expect(pupils.getByText('09:00–14:00')).toBeVisible();
    await expect(pupils.getByRole('link', { name: 'Οδός Παραδείγματος 1, Αθήνα (άνοιγμα στον χάρτη)' })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
    // Where to register, named with its event so a list of such links tells them apart.
    await expect(pupils.getByRole('link', { name: 'Δήλωση συμμετοχής: Ημερίδα για μαθητές Λυκείου' })).toHaveAttribute(
      'href',
      '#lead-form',
    );
    const parents = within(canvas.getByRole('article', { name: 'Ημερίδα για γονείς' }));
    await expect(parents.getByText('Τελευταίες θέσεις')).toBeVisible();
    await expect(parents.queryByRole('link')).toBeNull();
  },
});

/** The states a card can be in besides open: full, closed to registrations, moved, cancelled. */
export const States = meta.story({
  args: {
    events: [
      { ...pupilsDay, id: 'full', badge: { label: 'Πλήρες', tone: 'critical' }, note: 'Οι θέσεις συμπληρώθηκαν.' },
      { ...parentsEvening, id: 'closed', badge: { label: 'Οι εγγραφές έκλεισαν', tone: 'neutral' }, note: undefined },
      {
        ...pupilsDay,
        id: 'moved',
        title: 'Ημερίδα στη Λάρισα',
        note: 'Νέα ημερομηνία· αρχικά Σάββατο 5 Δεκεμβρίου 2026. Απομένουν 12 θέσεις.',
      },
      { ...parentsEvening, id: 'cancelled', title: 'Ημερίδα στην Πάτρα', badge: { label: 'Ακυρώθηκε', tone: 'critical' }, note: undefined },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('article', { name: 'Ημερίδα για μαθητές Λυκείου' })).getByText('Πλήρες')).toBeVisible();
    await expect(canvas.getByText(/Νέα ημερομηνία· αρχικά/)).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Ημερίδα στην Πάτρα' })).getByText('Ακυρώθηκε')).toBeVisible();
  },
});

/** On a phone: one card under the other, the facts wrapping. */
export const Mobile = meta.story(atPhoneWidth);
