import preview from '../../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyDatabase, storyOutbox, storyRows } from '@cg/local-supabase/story';
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
/** Two people registered for the parents' event, confirmed: three seats taken. */
const twoRegistrants = async () => {
  await (await storyDatabase()).exec(`
    insert into public.leads (id, submission_id, first_name, last_name, email, phone, lead_source) values
      ('1ead0000-0000-4000-8000-0000000000e1', gen_random_uuid(), 'Ελένη', 'Παππά', 'eleni@example.gr', '6912345678', 'imerides_registration_form'),
      ('1ead0000-0000-4000-8000-0000000000e2', gen_random_uuid(), 'Νίκος', 'Δήμου', 'nikos@example.gr', '6912345679', 'imerides_registration_form');
    insert into public.event_registrations (event_id, lead_id, people, state, created_at) values
      ('5e1d0000-0000-4000-8000-000000000002', '1ead0000-0000-4000-8000-0000000000e1', 2, 'confirmed', '2026-11-20 10:15+00'),
      ('5e1d0000-0000-4000-8000-000000000002', '1ead0000-0000-4000-8000-0000000000e2', 1, 'confirmed', '2026-11-21 08:00+00')`);
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
    // The form is blank again, with nothing marked as refused.
    await waitFor(() => expect(canvas.getByLabelText(/^Τίτλος/)).toHaveValue(''));
    await expect(canvas.getByLabelText(/^Τίτλος/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Ημερομηνία/)).not.toHaveAttribute('aria-invalid', 'true');
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

/**
 * An event's registrations, opened from its row: focus on their heading, each person with their e-mail and phone, a
 * box to mark who came (stored at once), the CSV; closing returns focus to the row's button.
 */
export const Registrations = meta.story({
  beforeEach: twoRegistrants,
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Εγγραφές: Ημερίδα για γονείς' });
    await userEvent.click(open);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Εγγραφές: Ημερίδα για γονείς' });
    await waitFor(() => expect(heading).toHaveFocus());
    const table = within(await canvas.findByRole('table', { name: 'Εμφανίζονται: 2' }));
    await expect(table.getByRole('link', { name: 'eleni@example.gr' })).toBeVisible();
    await userEvent.click(table.getByRole('checkbox', { name: 'Ήρθε: Ελένη Παππά' }));
    await waitFor(async () =>
      expect(
        await storyRows(`select attended from public.event_registrations where lead_id = '1ead0000-0000-4000-8000-0000000000e1'`),
      ).toEqual([{ attended: true }]),
    );
    await waitFor(() => expect(table.getByRole('checkbox', { name: 'Ήρθε: Ελένη Παππά' })).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Κλείσιμο' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Εγγραφές: Ημερίδα για γονείς' })).toHaveFocus());
    // Open again for the capture: closed, the page is List's.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table', { name: 'Εμφανίζονται: 2' })).toBeVisible();
  },
});

/** Fewer seats than confirmed registrations hold are refused on the seats field, saying how many they hold; nothing is stored. */
export const SeatsBelowConfirmed = meta.story({
  parameters: withoutSnapshot('the edit form with a field error, as EndBeforeStart shows one; this story checks the rule and the write'),
  beforeEach: twoRegistrants,
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Επεξεργασία: Ημερίδα για γονείς' }));
    const seats = canvas.getByLabelText(/^Θέσεις/);
    await userEvent.clear(seats);
    await userEvent.type(seats, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση αλλαγών' }));
    await expect(
      await canvas.findByText('Οι επιβεβαιωμένες δηλώσεις κρατούν ήδη 3 θέσεις· οι θέσεις δεν μπορούν να είναι λιγότερες.'),
    ).toBeVisible();
    await expect(seats).toHaveFocus();
    await expect(seats).toHaveAccessibleDescription(/κρατούν ήδη 3 θέσεις/);
    await expect(await storyRows(`select seats from public.events where title = 'Ημερίδα για γονείς'`)).toEqual([{ seats: 200 }]);
  },
});

/** The parents' event retitled and saved, then opened again at its versions. */
async function retitleAndReopen(canvasElement: HTMLElement) {
  const canvas = await signInAsAdmin(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Επεξεργασία: Ημερίδα για γονείς' }));
  const title = canvas.getByLabelText(/^Τίτλος/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Ημερίδα για γονείς μαθητών Λυκείου');
  await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση αλλαγών' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Επεξεργασία: Ημερίδα για γονείς μαθητών Λυκείου' }, { timeout: 5000 }));
  await canvas.findByRole('heading', { name: 'Εκδόσεις της ημερίδας' }, { timeout: 5000 });
  return canvas;
}

/**
 * An event's versions below its form, as an article's: a saved title is version 2, in the form's words, with who saved
 * it and when; the list says once that the time and seats are not versions.
 */
export const EventVersions = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await retitleAndReopen(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Έκδοση 2' })).toBeVisible();
    await expect(canvas.getByText('Τίτλος: από «Ημερίδα για γονείς» σε «Ημερίδα για γονείς μαθητών Λυκείου»')).toBeVisible();
    await expect(canvas.getByText(/^Αποθηκεύτηκε από .+ στις/)).toBeVisible();
    await expect(canvas.getByText('Η ημερίδα όπως ήταν πριν από τις εκδόσεις.')).toBeVisible();
    await expect(canvas.getByText(/η ημερομηνία, οι ώρες και οι θέσεις μένουν όπως είναι σε μια επαναφορά/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Επαναφορά της έκδοσης 2' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Επαναφορά της έκδοσης 1' })).toBeVisible();
  },
});

/**
 * Restoring version 1 brings the old title back as version 3, leaves the seats and the time as they were, asks for a
 * rebuild of the published page, and gives focus back to the row.
 */
export const RestoreEventVersion = meta.story({
  parameters: withoutSnapshot('the form as EventVersions captures it; this story checks the restore and its versions'),
  play: async ({ canvasElement }) => {
    const kept = `select seats, status::text, starts_at::text from public.events where id = '5e1d0000-0000-4000-8000-000000000002'`;
    const before = await storyRows(kept);
    const canvas = await retitleAndReopen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Επαναφορά της έκδοσης 1' }));
    await toastSays(canvasElement, 'Η ημερίδα λέει ξανά ό,τι η έκδοση 1: αποθηκεύτηκε ως έκδοση 3.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Επεξεργασία: Ημερίδα για γονείς' })).toHaveFocus());
    await expect(
      await storyRows(
        `select v.number, v.title, v.restores from public.event_versions v join public.events e on e.id = v.event_id
         where e.id = '5e1d0000-0000-4000-8000-000000000002' order by v.number`,
      ),
    ).toEqual([
      { number: 1, title: 'Ημερίδα για γονείς', restores: null },
      { number: 2, title: 'Ημερίδα για γονείς μαθητών Λυκείου', restores: null },
      { number: 3, title: 'Ημερίδα για γονείς', restores: 1 },
    ]);
    await expect(await storyRows(kept)).toEqual(before);
    await waitFor(() => expect(storyOutbox.builds).toBe(2));
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
