import preview from '../../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyOutbox, storyRows } from '@cg/local-supabase/story';
import { createAppClient } from '@cg/data';
import { useState } from 'react';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { atRoute, withToasts } from '../../pages/pageStory';
import { signInAsAdmin } from '../storySignIn';
import { AdminEventsPage } from './AdminEventsPage';

const client = () =>
  createAppClient({
    url: storyBackendUrl,
    anonKey: storyAnonKey,
    options: { auth: { storageKey: `story-events-${crypto.randomUUID()}` } },
  });

/** One client for the story's whole life, as the page has. */
function StoryPage() {
  const [once] = useState(client);
  return <AdminEventsPage client={once} />;
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A toast with this text, once it has slid in. */
const toastSays = async (canvasElement: HTMLElement, text: string | RegExp) => {
  const toast = await body(canvasElement).findByText(text, {}, { timeout: 8000 });
  await waitFor(() => expect(toast).toBeVisible(), { timeout: 3000 });
};
/** The next events' table, once the list has loaded. */
const upcoming = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Επόμενες' }));

const meta = preview.meta({
  title: 'Pages/AdminEvents',
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts, atRoute('/admin/events')],
  tags: ['!autodocs'],
  beforeEach: () => {
    window.localStorage.clear();
  },
  render: () => <StoryPage />,
});

/** Signed in: the new-event form, the next events (the seeded two and a draft) with their seats and states. */
export const List = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ημερίδες' })).toBeVisible();
    const next = await upcoming(canvasElement);
    await expect(await next.findByRole('table', { name: 'Σύνολο: 3' })).toBeVisible();
    await expect(next.getByRole('row', { name: /Ημερίδα για μαθητές Λυκείου/ })).toHaveTextContent('0 / 80');
    await expect(next.getByRole('row', { name: /Ημερίδα στη Θεσσαλονίκη/ })).toHaveTextContent('Πρόχειρη');
    const nav = within(canvas.getByRole('navigation', { name: 'Διαχείριση' }));
    await expect(nav.getByRole('link', { name: 'Ημερίδες' })).toHaveAttribute('aria-current', 'page');
  },
});

/** A new event typed by keyboard is saved as a draft; published, it asks for a rebuild of the public page. */
export const CreateAndPublish = meta.story({
  parameters: withoutSnapshot('the list as List captures it, with one row more; this story checks the writes'),
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await (await upcoming(canvasElement)).findByRole('table', { name: 'Σύνολο: 3' });
    await userEvent.type(canvas.getByLabelText(/^Τίτλος/), 'Ημερίδα στη Λάρισα');
    await userEvent.type(canvas.getByLabelText(/^Ημερομηνία/), '2026-12-20');
    await userEvent.type(canvas.getByLabelText(/^Διεύθυνση/), 'Οδός Παραδείγματος 5');
    await userEvent.type(canvas.getByLabelText(/^Πόλη/), 'Λάρισα');
    await userEvent.clear(canvas.getByLabelText(/^Θέσεις/));
    await userEvent.type(canvas.getByLabelText(/^Θέσεις/), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    await toastSays(canvasElement, /Η ημερίδα αποθηκεύτηκε ως πρόχειρο/);
    const [stored] = await storyRows<{ starts_at: string; seats: number; published: boolean }>(
      `select starts_at::text, seats, published from public.events where title = 'Ημερίδα στη Λάρισα'`,
    );
    // 09:00 in Athens in December is 07:00 UTC.
    await expect(stored).toEqual({ starts_at: '2026-12-20 07:00:00+00', seats: 10, published: false });
    await userEvent.click(await canvas.findByRole('button', { name: 'Δημοσίευση: Ημερίδα στη Λάρισα' }));
    await toastSays(canvasElement, 'Δημοσιεύτηκε');
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 5000 });
  },
});

/** A start after the end is refused on the end's field; nothing is stored. */
export const EndBeforeStart = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Τίτλος/), 'Ανάποδη ημερίδα');
    await userEvent.type(canvas.getByLabelText(/^Ημερομηνία/), '2026-12-20');
    await userEvent.clear(canvas.getByLabelText(/^Λήξη/));
    await userEvent.type(canvas.getByLabelText(/^Λήξη/), '08:00');
    await userEvent.type(canvas.getByLabelText(/^Διεύθυνση/), 'Οδός Παραδείγματος 5');
    await userEvent.type(canvas.getByLabelText(/^Πόλη/), 'Λάρισα');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    await expect(await canvas.findByText('Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Λήξη/)).toHaveFocus();
    await expect(await storyRows(`select 1 from public.events where title = 'Ανάποδη ημερίδα'`)).toEqual([]);
  },
});

/** Cancelling asks first; the event then says so and takes no registrations. */
export const CancelEvent = meta.story({
  parameters: withoutSnapshot('the list with one state more; this story checks the confirmation and the write'),
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ακύρωση ημερίδας: Ημερίδα για γονείς' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Ακύρωση ημερίδας;' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ακύρωση ημερίδας' }));
    await toastSays(canvasElement, 'Η ημερίδα ακυρώθηκε');
    const next = await upcoming(canvasElement);
    await waitFor(() => expect(next.getByRole('row', { name: /Ημερίδα για γονείς/ })).toHaveTextContent('Ακυρώθηκε'));
    const [stored] = await storyRows<{ status: string; registration_open: boolean }>(
      `select status::text, registration_open from public.events where title = 'Ημερίδα για γονείς'`,
    );
    await expect(stored).toEqual({ status: 'cancelled', registration_open: false });
  },
});

/** The list cannot be read: a Greek alert with a way to try again. */
export const ListFails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`${storyBackendUrl}/rest/v1/events`, () => HttpResponse.json({ message: 'boom' }, { status: 400 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText('Η λίστα ημερίδων δεν φορτώθηκε.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
  },
});

/** On a phone: the form, then the tables, each scrolling sideways in its own region. */
export const Mobile = meta.story({
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await signInAsAdmin(canvasElement);
    await (await upcoming(canvasElement)).findByRole('table', { name: 'Σύνολο: 3' });
  },
});
