import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyDatabase } from '@cg/local-supabase/story';
import { fetchEventListing, type ListedEvent } from '@cg/data/publishedEvents';
import { atPhoneWidth } from '../../../.storybook/modes';
import { withoutSnapshot } from '../../../.storybook/visual';
import type { StoredEvents } from '../events/buildTimeEvents';
import { ImeridesPage } from './ImeridesPage';
import { atRoute, showsTitle } from './pageStory';

let built: StoredEvents;
/** The events the build would have read from the seeded backend: two upcoming ones (and a draft it never sees). */
const readBuiltEvents = async () => {
  built = { events: await fetchEventListing({ url: storyBackendUrl, anonKey: storyAnonKey }), readAt: Date.now() };
};

const meta = preview.meta({
  title: 'Pages/Imerides',
  component: ImeridesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/imerides')],
  tags: ['!autodocs'],
  beforeEach: readBuiltEvents,
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

export const Mobile = meta.story(atPhoneWidth);
