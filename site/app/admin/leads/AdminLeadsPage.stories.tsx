import preview from '../../../../.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  seedStoryDownloads,
  seedStoryLeads,
  storyAdmin,
  storyAnonKey,
  storyBackendUrl,
  storyDatabase,
  storyRows,
} from '@cg/local-supabase/story';
import { createAppClient } from '@cg/data';
import { useState } from 'react';
import { atRoute, withToasts } from '../../pages/pageStory';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { AdminLeadsPage } from './AdminLeadsPage';
import { onDevice } from '../push/storyDevice';
import { adminTexts } from '@cg/content/adminTexts';
import { signInAsAdmin } from '../storySignIn';

const client = () =>
  createAppClient({ url: storyBackendUrl, anonKey: storyAnonKey, options: { auth: { storageKey: `story-leads-${crypto.randomUUID()}` } } });

/** One client for the story's whole life, as the page has: navigating inside the inbox keeps the session. */
function StoryPage() {
  const [once] = useState(client);
  return <AdminLeadsPage client={once} />;
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toastSays = async (canvasElement: HTMLElement, text: string) => {
  const toast = await body(canvasElement).findByText(text, {}, { timeout: 8000 });
  await waitFor(() => expect(toast).toBeVisible(), { timeout: 2000 });
};

const meta = preview.meta({
  title: 'Pages/AdminLeads',
  parameters: { layout: 'fullscreen' },
  // Each story says where it is (a second router around the first would break it). A device that answers at once:
  // a busy browser's own took long enough to be captured still checking.
  decorators: [withToasts, onDevice('off')],
  tags: ['!autodocs'],
  beforeEach: async () => {
    window.localStorage.clear();
    // Six leads, one every seven hours: the two older than 24 hours are past the callback promise.
    await seedStoryLeads(await storyDatabase(), 6);
  },
  render: () => <StoryPage />,
});

/** The inbox: newest first, the overdue count, the way to the articles. */
export const Inbox = meta.story({
  decorators: [atRoute('/admin/leads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Αιτήσεις' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Σύνολο: 6' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 νέες αιτήσεις περιμένουν πάνω από 24 ώρες'));
    await expect(canvas.getAllByText('Εκπρόθεσμο')).toHaveLength(2);
    // Where each came from, and the one whose person wrote before.
    await expect(canvas.getByRole('row', { name: /Μαρία Παπαδοπούλου/ })).toHaveTextContent('facebook / paid / autumn');
    await expect(canvas.getByRole('row', { name: /Γιώργος Αντωνίου/ })).toHaveTextContent('Άγνωστη');
    await expect(canvas.getAllByText('Επαναλαμβανόμενη επαφή')).toHaveLength(1);
    await expect(canvas.getByRole('rowheader', { name: /Μαρία Παπαδοπούλου/ })).toHaveTextContent('Επαναλαμβανόμενη επαφή');
    const admin = within(canvas.getByRole('navigation', { name: 'Διαχείριση' }));
    await expect(admin.getByRole('link', { name: 'Άρθρα' })).toHaveAttribute('href', '/admin/articles');
    await expect(admin.getByRole('link', { name: 'Αιτήσεις' })).toHaveAttribute('aria-current', 'page');
  },
});

/** A status moves by keyboard, with a toast; the database records who and when. */
export const StatusChange = meta.story({
  decorators: [atRoute('/admin/leads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    const forward = await canvas.findByRole('button', { name: 'Σήμανση «Σε επικοινωνία»: Μαρία Παπαδοπούλου' });
    forward.focus();
    await userEvent.keyboard('{Enter}');
    await toastSays(canvasElement, 'Η αίτηση είναι τώρα «Σε επικοινωνία».');
    const [stored] = await storyRows(
      `select lead.status, lead.status_changed_by = admin.id as by_admin
       from public.leads lead, auth.users admin where lead.email = 'lead1@example.gr' and admin.email = $1`,
      [storyAdmin.email],
    );
    await expect(stored).toEqual({ status: 'contacted', by_admin: true });
    await expect(await canvas.findByRole('button', { name: 'Πίσω σε «Νέο»: Μαρία Παπαδοπούλου' })).toBeVisible();
  },
});

/** Filters, search and page come from the address: a shared link opens the same view. */
export const Filtered = meta.story({
  decorators: [atRoute('/admin/leads?form=foreis&q=%CE%B5%CE%BB%CE%AD%CE%BD%CE%B7')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Βρέθηκαν: 1' })).toBeVisible();
    await expect(canvas.getByLabelText('Φόρμα')).toHaveValue('foreis');
    await expect(canvas.getByLabelText('Αναζήτηση (όνομα, email, τηλέφωνο)')).toHaveValue('ελένη');
    await expect(canvas.getByRole('rowheader', { name: 'Ελένη Νικολάου' })).toBeVisible();
  },
});

/** A search without accents or case finds the lead that has them. */
export const Search = meta.story({
  decorators: [atRoute('/admin/leads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await canvas.findByRole('table', { name: 'Σύνολο: 6' });
    await userEvent.type(canvas.getByLabelText('Αναζήτηση (όνομα, email, τηλέφωνο)'), 'ΕΛΕΝΗ{Enter}');
    await expect(await canvas.findByRole('table', { name: 'Βρέθηκαν: 1' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Ελένη Νικολάου' })).toBeVisible();
  },
});

export const Empty = meta.story({
  decorators: [atRoute('/admin/leads')],
  beforeEach: async () => {
    await (await storyDatabase()).exec('delete from public.leads');
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText('Δεν υπάρχουν αιτήσεις ακόμη.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Καμία νέα αίτηση δεν περιμένει πάνω από 24 ώρες.'));
    await expect(canvas.getByRole('button', { name: 'Εξαγωγή CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
});

/** The list still loading: an accessible spinner. */
export const Loading = meta.story({
  decorators: [atRoute('/admin/leads')],
  beforeEach: ({ msw }) => {
    msw.use(http.post(`${storyBackendUrl}/rest/v1/rpc/inbox_leads`, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText('Φόρτωση αιτήσεων…')).toBeVisible();
  },
});

/** The list cannot be read (after its retries): a Greek alert and a way to try again. */
export const ListFails = meta.story({
  decorators: [atRoute('/admin/leads')],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/inbox_leads`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for function inbox_leads' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText(/Οι αιτήσεις δεν φορτώθηκαν\./, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
  },
});

/** A lead's detail: every field, and a note saved. */
export const Detail = meta.story({
  decorators: [atRoute('/admin/leads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Λεπτομέρειες: Μαρία Παπαδοπούλου' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Μαρία Παπαδοπούλου' });
    // Where she came from, and her other lead (the same phone, written another way), a link to it.
    await expect(dialog).toHaveTextContent('facebook / paid / autumn');
    await expect(dialog).toHaveTextContent('IwAR0story');
    await expect(await within(dialog).findByRole('link', { name: /Σεμινάρια · Νέο/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/leads\?lead=/),
    );
    const note = within(dialog).getByLabelText('Εσωτερική σημείωση');
    await userEvent.type(note, 'Κλήση στις 17:00.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση σημείωσης' }));
    await toastSays(canvasElement, 'Η σημείωση αποθηκεύτηκε.');
    await expect(await storyRows(`select note from public.leads where email = 'lead1@example.gr'`)).toEqual([
      { note: 'Κλήση στις 17:00.' },
    ]);
  },
});

/**
 * A lead's detail opens whole: with the person's other contacts late, it waits for them (saying it is loading), so
 * nothing arrives after it shows to push its status steps from under a finger.
 */
export const DetailOpensWhole = meta.story({
  decorators: [atRoute('/admin/leads')],
  beforeEach: ({ msw }) => {
    // A second late, then the story's backend answers as always.
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/person_history`, async () => {
        await delay(1000);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Λεπτομέρειες: Μαρία Παπαδοπούλου' }));
    await expect(await canvas.findByText('Φόρτωση αίτησης…')).toBeVisible();
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Μαρία Παπαδοπούλου' }, { timeout: 5000 });
    // At its first showing, not a moment later.
    await expect(within(dialog).getByRole('link', { name: /Σεμινάρια · Νέο/ })).toBeVisible();
    await expect(within(dialog).queryByText('Φόρτωση…')).toBeNull();
  },
});

/** Erasure, after the confirmation: the lead is gone from the database. */
export const Erase = meta.story({
  decorators: [atRoute('/admin/leads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Λεπτομέρειες: Μαρία Παπαδοπούλου' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Μαρία Παπαδοπούλου' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Διαγραφή αίτησης' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Διαγραφή αίτησης;' });
    // The confirmation nests in the detail: nothing of it is inert (user-event would click it even so).
    await waitFor(() => expect(confirm.closest('[inert]')).toBeNull());
    await expect(within(confirm).getByRole('button', { name: 'Ακύρωση' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Διαγραφή' }));
    await toastSays(canvasElement, 'Η αίτηση διαγράφηκε οριστικά.');
    await expect(await storyRows(`select 1 from public.leads where email = 'lead1@example.gr'`)).toEqual([]);
    await expect(await canvas.findByRole('table', { name: 'Σύνολο: 5' })).toBeVisible();
  },
});

/** The second view: who downloaded which sample and when. */
export const Downloads = meta.story({
  beforeEach: async () => seedStoryDownloads(await storyDatabase(), 3),
  decorators: [atRoute('/admin/leads?view=downloads')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Σύνολο: 3' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Προβολή' })).getByRole('link', { name: 'Λήψεις δειγμάτων' }),
    ).toHaveAttribute('aria-current', 'page');
  },
});

/** The third view: a person's every record found by e-mail, and erased after a confirmation that names the counts. */
export const PersonRequests = meta.story({
  decorators: [atRoute('/admin/leads?view=people')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email ή τηλέφωνο' }), 'LEAD1@example.gr');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Βρέθηκαν 1 αίτηση και 0 λήψεις δειγμάτων.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Διαγραφή όλων' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Διαγραφή όλων των στοιχείων;' });
    await expect(confirm).toHaveTextContent('Θα διαγραφούν οριστικά 1 αίτηση και 0 λήψεις δειγμάτων');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Διαγραφή όλων' }));
    await toastSays(canvasElement, 'Διαγράφηκαν 1 αίτηση και 0 λήψεις δειγμάτων.');
    await expect(await storyRows(`select 1 from public.leads where email = 'lead1@example.gr'`)).toEqual([]);
    await expect(await storyRows(`select action from public.person_requests order by id`)).toEqual(
      ['lookup', 'erase', 'lookup'].map((action) => ({ action })),
    );
  },
});

/** What staff type that is neither an e-mail nor a phone number: a message on the field, nothing asked. */
export const PersonRequestsInvalid = meta.story({
  decorators: [atRoute('/admin/leads?view=people')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email ή τηλέφωνο' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Αναζήτηση' }));
    await expect(canvas.getByRole('textbox', { name: 'Email ή τηλέφωνο' })).toHaveAccessibleDescription(/τουλάχιστον 10 ψηφία/);
    await expect(await storyRows('select 1 from public.person_requests')).toEqual([]);
  },
});

/** On a phone: the leads as cards, each with its status steps and its detail's button. */
// A P-256 public key's shape (65 bytes, base64url), as push-devices answers it.
const storyPushKey = `B${'A'.repeat(86)}`;

/** Pushes switched on in a window that cannot take them (a private one): said in Greek, and the switch is back. */
export const PushUnavailable = meta.story({
  // The server's key as push-devices gives it: the device is what fails here.
  beforeEach: ({ msw }) => {
    msw.use(http.post(`${storyBackendUrl}/functions/v1/push-devices`, () => HttpResponse.json({ publicKey: storyPushKey })));
  },
  decorators: [atRoute('/admin/leads'), onDevice('off', 'no-push-service')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' }));
    // In a toast, and in the card after the toast has gone.
    await waitFor(() => expect(body(canvasElement).getAllByText(adminTexts.push.unavailable)).toHaveLength(2), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' })).not.toHaveAttribute('aria-busy');
  },
});

/** A push service that never answers: the switch stops waiting, says so, and can be pressed again. */
export const PushNoAnswer = meta.story({
  // The server's key as push-devices gives it: the device is what fails here.
  beforeEach: ({ msw }) => {
    msw.use(http.post(`${storyBackendUrl}/functions/v1/push-devices`, () => HttpResponse.json({ publicKey: storyPushKey })));
  },
  decorators: [atRoute('/admin/leads'), onDevice('off', 'push-service-silent')],
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' }));
    await waitFor(() => expect(body(canvasElement).getAllByText(adminTexts.push.noAnswer)).toHaveLength(2), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' })).not.toHaveAttribute('aria-busy'));
  },
});

export const Mobile = meta.story({
  decorators: [atRoute('/admin/leads')],
  // Inbox is captured at phone width too; this one checks what the phone gets.
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    const cards = await canvas.findByRole('region', { name: 'Αιτήσεις' }, { timeout: 8000 });
    await waitFor(() => expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});
