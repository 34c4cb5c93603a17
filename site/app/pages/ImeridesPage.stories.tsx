import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { forgetCurrentEvents } from '../events/currentEvents';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyDatabase, storyRows } from '@cg/local-supabase/story';
import { fetchEventListing, type ListedEvent } from '@cg/data/publishedEvents';
import { atPhoneWidth } from '../../../.storybook/modes';
import { withoutSnapshot } from '../../../.storybook/visual';
import type { StoredEvents } from '../events/buildTimeEvents';
import { ImeridesPage } from './ImeridesPage';
import { atRoute, freshLeadPage, showsTitle, withToasts } from './pageStory';

let built: StoredEvents;
/** The events the build would have read from the seeded backend: two upcoming ones (and a draft it never sees). */
const readBuiltEvents = async () => {
  built = { events: await fetchEventListing({ url: storyBackendUrl, anonKey: storyAnonKey }), readAt: Date.now() };
};

const meta = preview.meta({
  title: 'Pages/Imerides',
  component: ImeridesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts, atRoute('/imerides')],
  tags: ['!autodocs'],
  beforeEach: async () => {
    freshLeadPage();
    // Each story is a page of its own: the events it serves are read afresh.
    forgetCurrentEvents();
    await readBuiltEvents();
  },
  render: () => <ImeridesPage storedEvents={built} />,
});

const eventsRegion = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Επόμενες ημερίδες' }));

/** /imerides, as the site frames it: the videos, the events staff published, and the call to organise one. */
export const Default = meta.story({
  play: async (context) => {
    await showsTitle(context);
    const events = eventsRegion(context.canvasElement);
    const pupils = within(events.getByRole('article', { name: 'Ημερίδα για μαθητές Λυκείου' }));
    await expect(pupils.getByText('Σάββατο 12 Δεκεμβρίου 2026')).toBeVisible();
    await expect(pupils.getByText('09:00–14:00')).toBeVisible();
    await expect(pupils.getByRole('link', { name: 'Οδός Παραδείγματος 1, Αθήνα (άνοιγμα στον χάρτη)' })).toBeVisible();
    await expect(pupils.getByText('Απομένουν 80 θέσεις.')).toBeVisible();
    const parents = within(events.getByRole('article', { name: 'Ημερίδα για γονείς' }));
    await expect(parents.getByText('Διαδικτυακά')).toBeVisible();
    await expect(events.queryByText(/πρόχειρο/)).toBeNull();
  },
});

/** An event published after the build shows as soon as the page has read the backend: no rebuild needed. */
export const PublishedSinceTheBuild = meta.story({
  parameters: withoutSnapshot('the page as Default captures it, with one card more; this story checks that it comes without a rebuild'),
  beforeEach: async () => {
    await (await storyDatabase()).exec(`update public.events set published = true where title like '%πρόχειρο%'`);
  },
  play: async ({ canvasElement }) => {
    await expect(await eventsRegion(canvasElement).findByRole('article', { name: 'Ημερίδα στη Θεσσαλονίκη (πρόχειρο)' })).toBeVisible();
  },
});

const fullEvent = (event: ListedEvent): ListedEvent => ({ ...event, seats_left: 0, waiting: true });

/** Seats gone: «Πλήρες»; a few left: «Τελευταίες θέσεις». */
export const Seats = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/event_listing`, () =>
        HttpResponse.json([fullEvent(built.events[0]!), { ...built.events[1]!, seats_left: 7 }]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const events = eventsRegion(canvasElement);
    await expect(await events.findByText('Πλήρες')).toBeVisible();
    await expect(events.getByText('Οι θέσεις συμπληρώθηκαν.')).toBeVisible();
    await expect(within(events.getByRole('article', { name: 'Ημερίδα για γονείς' })).getByText('Τελευταίες θέσεις')).toBeVisible();
  },
});

/** Nothing announced: the page says so, and the call to organise one at a school follows. */
export const NoEvents = meta.story({
  beforeEach: async () => {
    await (await storyDatabase()).exec('delete from public.events');
    await readBuiltEvents();
  },
  play: async ({ canvasElement }) => {
    await expect(eventsRegion(canvasElement).getByText(/Δεν έχει ανακοινωθεί νέα ημερίδα/)).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'Οργανώστε μια ημερίδα στο σχολείο σας' })).toBeVisible();
  },
});

const registrationForm = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('#imerides-form')!);

/**
 * A registration: the event chosen, the person, two people; stored through the intake as a lead of the registration
 * form with its seats, which the page's list then counts.
 */
export const Register = meta.story({
  parameters: withoutSnapshot('the page as Default captures it; this story checks the registration it sends'),
  play: async ({ canvasElement }) => {
    const form = registrationForm(canvasElement);
    await userEvent.selectOptions(form.getByLabelText(/^Ημερίδα/), '5e1d0000-0000-4000-8000-000000000002');
    await userEvent.type(form.getByLabelText(/^Όνομα/), 'Ελένη');
    await userEvent.type(form.getByLabelText(/^Επώνυμο/), 'Παππά');
    await userEvent.type(form.getByLabelText(/^Email/), 'eleni@example.gr');
    await userEvent.type(form.getByLabelText(/^Τηλέφωνο/), '6912345678');
    await userEvent.clear(form.getByLabelText(/^Πόσα άτομα/));
    await userEvent.type(form.getByLabelText(/^Πόσα άτομα/), '2');
    await userEvent.click(form.getByRole('button', { name: 'Δήλωση συμμετοχής' }));
    const registrations = () =>
      storyRows<{ lead_source: string; people: number; state: string }>(
        `select l.lead_source, r.people, r.state::text from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email = 'eleni@example.gr'`,
      );
    await waitFor(
      async () => expect(await registrations()).toEqual([{ lead_source: 'imerides_registration_form', people: 2, state: 'confirmed' }]),
      {
        timeout: 8000,
      },
    );
  },
});

/** Sent empty: the Greek messages on the fields, the choice of event first, and focus there. */
export const RegisterEmpty = meta.story({
  play: async ({ canvasElement }) => {
    const form = registrationForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Δήλωση συμμετοχής' }));
    const event = form.getByLabelText(/^Ημερίδα/);
    await waitFor(() => expect(event).toHaveFocus());
    await expect(event).toHaveAccessibleDescription('Επιλέξτε την ημερίδα που θέλετε να παρακολουθήσετε');
    await expect(form.getByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeVisible();
    await expect(await storyRows('select 1 from public.event_registrations')).toHaveLength(0);
  },
});

/** No event takes registrations: the form's place says so. */
export const RegistrationsClosed = meta.story({
  parameters: withoutSnapshot('the page as Default captures it, with a sentence in the form’s place'),
  beforeEach: async () => {
    await (await storyDatabase()).exec('update public.events set registration_open = false');
    await readBuiltEvents();
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Δήλωση συμμετοχής σε ημερίδα' }));
    await expect(section.getByText('Δεν υπάρχει αυτή τη στιγμή ημερίδα με ανοιχτές δηλώσεις συμμετοχής.')).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
});

export const Mobile = meta.story(atPhoneWidth);
