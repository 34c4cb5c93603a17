import preview from '../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyDatabase, storyOutbox, storyRows } from '@cg/local-supabase/story';
import { createAppClient } from '@cg/data';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { atRoute, withToasts } from '../../pages/pageStory';
import { signInAsAdmin } from '../storySignIn';
import { AdminContentPage } from './AdminContentPage';

const client = () =>
  createAppClient({
    url: storyBackendUrl,
    anonKey: storyAnonKey,
    options: { auth: { storageKey: `story-content-${crypto.randomUUID()}` } },
  });

/** One client for the story's whole life, as the page has. */
function StoryPage() {
  const [once] = useState(client);
  return <AdminContentPage client={once} />;
}

/** Signed in, a document opened for editing by its title, once its versions have loaded. */
const openDocument = async (canvasElement: HTMLElement, title: string) => {
  const canvas = await signInAsAdmin(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Επεξεργασία: ${title}` }, { timeout: 10_000 }));
  // The versions are read after the form shows: on two busy cores, more than testing-library's 1 s.
  await canvas.findByRole('heading', { name: 'Έκδοση 1' }, { timeout: 10_000 });
  return canvas;
};

/** Publishes the document's first change and waits for the editor to say so. */
const publishSecondVersion = async (canvas: Awaited<ReturnType<typeof signInAsAdmin>>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
  await expect(await canvas.findByText(/Δημοσιεύτηκε ως έκδοση 2/, {}, { timeout: 10_000 })).toBeVisible();
};

/** Replaces what a field holds, typed as staff type it. */
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

/** Signed in, the company's facts opened for editing. */
const openCompany = (canvasElement: HTMLElement) => openDocument(canvasElement, 'Στοιχεία της εταιρείας');

const phoneDisplay = `select draft -> 'phone' ->> 'display' as phone, revision from public.content_documents where key = 'company'`;

const meta = preview.meta({
  title: 'Pages/AdminContent',
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts, atRoute('/admin/content')],
  tags: ['!autodocs'],
  beforeEach: () => {
    window.localStorage.clear();
  },
  render: () => <StoryPage />,
});

/** Signed in: the documents, each with how many of its fields still show a sample. */
export const List = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Περιεχόμενο του ιστότοπου' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Στοιχεία της εταιρείας/ }, { timeout: 10_000 })).toHaveTextContent('14');
    const nav = within(canvas.getByRole('navigation', { name: 'Διαχείριση' }));
    await expect(nav.getByRole('link', { name: 'Περιεχόμενο' })).toHaveAttribute('aria-current', 'page');
    // No build has reported yet in a fresh backend.
    await expect(await canvas.findByText('Καμία ανανέωση δεν έχει αναφερθεί ακόμη.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/**
 * The last build failed (a published document the pages no longer accept): the back office says when, why, by the
 * document's title, which pages visitors still see, and asks the host for a new build on request.
 */
export const BuildFailed = meta.story({
  play: async ({ canvasElement }) => {
    // As the host's build command reports them (the site-build-report function): a good build, then a refused one.
    await (await storyDatabase()).exec(`
      insert into private.site_builds (started_at, finished_at, outcome) values ('2026-11-29T15:58:00Z', '2026-11-29T16:05:00Z', 'succeeded');
      insert into private.site_builds (started_at, finished_at, outcome, failure, document)
        values ('2026-11-30T09:50:00Z', '2026-11-30T09:52:00Z', 'failed', 'content-invalid', 'company');
    `);
    const canvas = await signInAsAdmin(canvasElement);
    const state = within(await canvas.findByRole('region', { name: 'Ανανέωση των σελίδων' }));
    await expect(
      await state.findByText(
        /^Η ανανέωση των σελίδων στις 11:50, 30 Νοεμβρίου 2026 απέτυχε: το έγγραφο «Στοιχεία της εταιρείας»/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(state.getByText('Οι επισκέπτες βλέπουν ακόμη τις σελίδες της ανανέωσης στις 18:05, 29 Νοεμβρίου 2026.')).toBeVisible();
    await expect(state.getByText('Απέτυχε')).toBeVisible();
    const retry = state.getByRole('button', { name: 'Νέα ανανέωση των σελίδων' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await state.findByText('Ζητήθηκε νέα ανανέωση· θα ξεκινήσει σε λίγο.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 10_000 });
  },
});

/** The last build ended well, and a change published since waits for the next one: said in words, no retry offered. */
export const BuildSucceeded = meta.story({
  parameters: withoutSnapshot('the list as List captures it, with other words in the status; this story checks the words'),
  play: async ({ canvasElement }) => {
    await (await storyDatabase()).exec(`
      insert into private.site_builds (started_at, finished_at, outcome) values ('2026-11-30T09:50:00Z', '2026-11-30T09:53:00Z', 'succeeded');
      update private.site_rebuild set requested_at = '2026-11-30T09:58:00Z' where id = 1;
    `);
    const canvas = await signInAsAdmin(canvasElement);
    const state = within(await canvas.findByRole('region', { name: 'Ανανέωση των σελίδων' }));
    await expect(
      await state.findByText(
        'Οι σελίδες ανανεώθηκαν στις 11:53, 30 Νοεμβρίου 2026 με ό,τι είχε δημοσιευτεί ως τότε.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(state.getByText('Μια νεότερη αλλαγή περιμένει την επόμενη ανανέωση.')).toBeVisible();
    await expect(state.getByText('Ενημερωμένες')).toBeVisible();
    await expect(state.queryByRole('button')).toBeNull();
  },
});

/** A build running now: said with its start, no retry offered (the page reads the status again until it ends). */
export const BuildRunning = meta.story({
  parameters: withoutSnapshot('its words carry the time the story runs at; this story checks them'),
  play: async ({ canvasElement }) => {
    await (await storyDatabase()).exec(`insert into private.site_builds (started_at) values (now() - interval '1 minute')`);
    const canvas = await signInAsAdmin(canvasElement);
    const state = within(await canvas.findByRole('region', { name: 'Ανανέωση των σελίδων' }));
    await expect(await state.findByText(/^Οι σελίδες ξαναχτίζονται από τις \d\d:\d\d, /, {}, { timeout: 10_000 })).toBeVisible();
    await expect(state.getByText('Σε εξέλιξη')).toBeVisible();
    await expect(state.queryByRole('button')).toBeNull();
  },
});

/**
 * A new phone typed by keyboard, published: the draft saves itself, the version says what changed in words, the
 * phone is no longer listed as a sample, and the pages are asked to rebuild.
 */
export const ChangePhoneAndPublish = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Στοιχεία της εταιρείας' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /Το τηλέφωνο της εταιρείας/ })).toBeVisible();
    const phone = canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)');
    await retype(phone, '211 111 1111');
    // Saved by itself once typing stops, as a draft: visitors still read version 1.
    await expect(await canvas.findByText(/Το πρόχειρο αποθηκεύτηκε/, {}, { timeout: 5000 })).toBeVisible();
    await expect(await storyRows(phoneDisplay)).toEqual([{ phone: '211 111 1111', revision: 2 }]);
    await publishSecondVersion(canvas);
    await expect(
      await canvas.findByText('Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Το τηλέφωνο της εταιρείας/ })).toBeNull();
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 5000 });
    await expect(
      await storyRows(`select data -> 'phone' ->> 'display' as phone from public.published_content() where key = 'company'`),
    ).toEqual([{ phone: '211 111 1111' }]);
  },
});

/** A link that is not an address is refused on its field, with focus there, and nothing is published. */
export const RefusedLink = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    const facebook = canvas.getByLabelText('Facebook');
    await retype(facebook, 'javascript:alert(1)');
    // Saved as a draft first (autosave keeps whatever is typed), so the status line's last word is the refusal's.
    await expect(await canvas.findByText(/Το πρόχειρο αποθηκεύτηκε/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Διορθώστε τα πεδία με σφάλμα για να δημοσιεύσετε.')).toBeVisible();
    await expect(facebook).toHaveFocus();
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
    await expect(await storyRows(`select max(number) as latest from public.content_versions where document_key = 'company'`)).toEqual([
      { latest: 1 },
    ]);
    await expect(storyOutbox.builds).toBe(0);
  },
});

/** Another editor saved while this one typed: their change is shown in words, and keeping ours loses neither. */
export const TwoEditors = meta.story({
  parameters: withoutSnapshot(
    'the form as ChangePhoneAndPublish captures it, with the notice above; this story checks the words and the writes',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    // The other editor's save, straight to the database: a new e-mail at revision 2.
    await (await storyDatabase()).exec(
      `update public.content_documents set draft = jsonb_set(draft, '{email}', '"hello@pyxida-kariera.gr"'), revision = 2 where key = 'company'`,
    );
    const phone = canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)');
    await retype(phone, '211 111 1111');
    const notice = within(await canvas.findByRole('alert', {}, { timeout: 5000 }));
    await expect(notice.getByText('Το έγγραφο άλλαξε από άλλο μέλος της ομάδας ενώ το επεξεργαζόσασταν.')).toBeVisible();
    await expect(notice.getByText('Email: από «info@pyxida-kariera.gr» σε «hello@pyxida-kariera.gr»')).toBeVisible();
    // Nothing typed was lost, nothing of theirs was overwritten.
    await expect(phone).toHaveValue('211 111 1111');
    await expect(await storyRows(phoneDisplay)).toEqual([{ phone: '210 000 0000', revision: 2 }]);
    await userEvent.click(notice.getByRole('button', { name: 'Κράτηση των δικών μου αλλαγών' }));
    await expect(await canvas.findByText(/Το πρόχειρο αποθηκεύτηκε \(αναθεώρηση 3\)/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await storyRows(phoneDisplay)).toEqual([{ phone: '211 111 1111', revision: 3 }]);
  },
});

/** An earlier version restored in one step: it becomes the live version again, as a new one, and the draft. */
export const RestoreVersion = meta.story({
  parameters: withoutSnapshot('the version list as ChangePhoneAndPublish captures it, one version longer; this story checks the restore'),
  play: async ({ canvasElement }) => {
    await (await storyDatabase()).exec(`
      update public.content_documents set draft = jsonb_set(draft, '{phone,display}', '"211 111 1111"'), revision = 2 where key = 'company';
      insert into public.content_versions (document_key, number, data, published_by_email)
        select key, 2, draft, 'anna@example.gr' from public.content_documents where key = 'company';`);
    const canvas = await signInAsAdmin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Επεξεργασία: Στοιχεία της εταιρείας' }, { timeout: 10_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Επαναφορά της έκδοσης 1' }, { timeout: 10_000 }));
    await expect(await canvas.findByText('Η έκδοση 1 δημοσιεύτηκε ξανά ως έκδοση 3.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)')).toHaveValue('210 000 0000');
    await expect(await canvas.findByText(/Επαναφέρει την έκδοση 1/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      await storyRows(`select number, restores from public.content_versions where document_key = 'company' order by number`),
    ).toEqual([
      { number: 1, restores: null },
      { number: 2, restores: null },
      { number: 3, restores: 1 },
    ]);
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 5000 });
  },
});

/**
 * The home page's testimonials reordered by keyboard alone: focus stays on the moved item's button, the status line
 * says where it went, and the publish carries the new order, told in one line, and asks for the rebuild.
 */
export const ReorderTestimonials = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Μαρτυρίες της αρχικής σελίδας');
    const third = canvas.getByRole('button', { name: 'Μαρτυρία 3: Πάνω' });
    third.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Μαρτυρία 2: Πάνω' })).toHaveFocus();
    await userEvent.keyboard(' ');
    const first = canvas.getByRole('button', { name: 'Μαρτυρία 1: Πάνω' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('«Ελένη Δ.» μετακινήθηκε στη θέση 1 από 3.');
    await expect(canvas.getAllByLabelText('Όνομα ή αρχικά').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Ελένη Δ.',
      'Μαρία Κ.',
      'Γιώργος Π.',
    ]);
    await publishSecondVersion(canvas);
    await expect(
      await canvas.findByText('Μαρτυρίες: νέα σειρά «Ελένη Δ.», «Μαρία Κ.», «Γιώργος Π.»', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await storyRows(
        `select jsonb_path_query_array(data, '$.items[*].name') as names from public.published_content() where key = 'home-testimonials'`,
      ),
    ).toEqual([{ names: ['Ελένη Δ.', 'Μαρία Κ.', 'Γιώργος Π.'] }]);
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 5000 });
  },
});

/** A list cannot be emptied (the page needs one testimonial), and a seventh cannot be added: each button says so and keeps focus. */
export const TestimonialsLimits = meta.story({
  parameters: withoutSnapshot('the list as ReorderTestimonials captures it; this story checks the limits and the refusal'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Μαρτυρίες της αρχικής σελίδας');
    await userEvent.click(canvas.getByRole('button', { name: 'Μαρτυρία 1: Αφαίρεση' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Μαρτυρία 1: Αφαίρεση' }));
    const last = canvas.getByRole('button', { name: 'Μαρτυρία 1: Αφαίρεση' });
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('«Γιώργος Π.» αφαιρέθηκε· απομένουν 1.');
    // A new, empty one: focus on its first field; publishing names what it lacks, on the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Μαρτυρίες: Προσθήκη' }));
    await expect(canvas.getAllByLabelText('Όνομα ή αρχικά')[1]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(canvas.getAllByLabelText('Όνομα ή αρχικά')[1]).toHaveFocus();
    await expect(canvas.getAllByLabelText('Όνομα ή αρχικά')[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(storyOutbox.builds).toBe(0);
  },
});

/** A new question for /seminaria, typed by keyboard after «Προσθήκη»: published as the list's fifth, told by its place. */
export const AddSeminarQuestion = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the new item and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Ερωτήσεις της σελίδας των σεμιναρίων');
    await userEvent.click(canvas.getByRole('button', { name: 'Ερωτήσεις: Προσθήκη' }));
    await expect(canvas.getAllByLabelText('Η ερώτηση')[4]).toHaveFocus();
    await userEvent.keyboard('Υπάρχουν υποτροφίες;');
    await userEvent.tab();
    await userEvent.keyboard('Ναι, για δύο συμμετέχοντες σε κάθε κύκλο.');
    await publishSecondVersion(canvas);
    await expect(await canvas.findByText('Ερώτηση 5 · Η ερώτηση: από — σε «Υπάρχουν υποτροφίες;»', {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      await storyRows(`select data -> 'items' -> 4 ->> 'answer' as answer from public.published_content() where key = 'seminaria-faq'`),
    ).toEqual([{ answer: 'Ναι, για δύο συμμετέχοντες σε κάθε κύκλο.' }]);
  },
});

/**
 * Next year's counsellor joins the team on /about: added by keyboard at the end of the list, moved up to second place,
 * published; the version says it in words, and the published team has five members in the new order.
 */
export const AddTeamMember = meta.story({
  parameters: withoutSnapshot(
    'a list as ReorderTestimonials captures it; this story checks the new member, the order and what is published',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Η ομάδα της σελίδας «Ποιοι είμαστε»');
    await userEvent.click(canvas.getByRole('button', { name: 'Μέλη της ομάδας: Προσθήκη' }));
    await expect(canvas.getAllByLabelText('Ονοματεπώνυμο')[4]).toHaveFocus();
    await userEvent.keyboard('Άννα Νικολάου');
    await userEvent.tab();
    await userEvent.keyboard('Σύμβουλος σταδιοδρομίας');
    await userEvent.tab();
    await userEvent.keyboard('Ψυχολόγος· συνοδεύει μαθητές και γονείς στις επιλογές τους.');
    for (const place of [5, 4, 3]) {
      canvas.getByRole('button', { name: `Μέλος ${place}: Πάνω` }).focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(canvas.getByText('«Άννα Νικολάου» μετακινήθηκε στη θέση 2 από 5.')).toBeVisible();
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select jsonb_path_query_array(data, '$.items[*].name') as names from public.published_content() where key = 'about-team'`,
      ),
    ).toEqual([{ names: ['Ελένη Παπαδοπούλου', 'Άννα Νικολάου', 'Νίκος Αλεξίου', 'Μαρία Γεωργίου', 'Γιώργος Δημητρίου'] }]);
  },
});

/**
 * A TV appearance gets its video: a whole address typed where the id goes is refused on its field, in Greek, with
 * focus; the id itself is published, and the appearances left without one stay without (an optional field).
 */
export const TvAppearanceVideo = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Τηλεοπτικές εμφανίσεις (σελίδα «Άρθρα»)');
    const videoId = canvas.getAllByLabelText(/^YouTube id/)[0]!;
    await userEvent.type(videoId, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(videoId).toHaveFocus();
    await expect(videoId).toHaveAccessibleDescription(/Οι 11 χαρακτήρες μετά το «v=»/);
    await retype(videoId, 'dQw4w9WgXcQ');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data -> 'items' -> 0 ->> 'youtubeId' as first, data -> 'items' -> 1 ? 'youtubeId' as second from public.published_content() where key = 'articles-tv'`,
      ),
    ).toEqual([{ first: 'dQw4w9WgXcQ', second: false }]);
  },
});

/**
 * A page's own videos (the home page's interviews): each still a sample until its YouTube id is written; writing the
 * first takes it off what is missing at once, and the published list has it.
 */
export const SupplyInterviewVideo = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks what is missing and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Συνεντεύξεις της αρχικής σελίδας');
    const missing = canvas.getByRole('region', { name: 'Τι λείπει ακόμη' });
    await expect(within(missing).getAllByRole('link')).toHaveLength(3);
    await userEvent.type(canvas.getAllByLabelText(/^YouTube id/)[0]!, 'dQw4w9WgXcQ');
    await expect(
      within(missing)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Το YouTube id του βίντεο «Δελτίο ειδήσεων: το μηχανογραφικό χωρίς άγχος»',
      'Το YouTube id του βίντεο «Εκπομπή λόγου: επαγγέλματα του μέλλοντος»',
    ]);
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(`select data -> 'items' -> 0 ->> 'youtubeId' as first from public.published_content() where key = 'home-interviews'`),
    ).toEqual([{ first: 'dQw4w9WgXcQ' }]);
  },
});

/**
 * The seminar's next cycle: a cycle of 0 is refused on its field in Greek, and 12 with its new start is published as
 * numbers and words the page's sentences are written around.
 */
export const SeminarNextCycle = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Στοιχεία του σεμιναρίου πιστοποίησης');
    const cycle = canvas.getByLabelText('Αριθμός του επόμενου κύκλου');
    await retype(cycle, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Από 1.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(cycle).toHaveAttribute('aria-invalid', 'true');
    await retype(cycle, '12');
    const start = canvas.getByLabelText(/^Έναρξη του επόμενου κύκλου/);
    await retype(start, 'Μάρτιος 2027');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select (data -> 'cycle')::int as cycle, data ->> 'start' as start from public.published_content() where key = 'seminar-facts'`,
      ),
    ).toEqual([{ cycle: 12, start: 'Μάρτιος 2027' }]);
  },
});

/**
 * Next year's figures: a rating above the five stars is refused on its field, and so is a count of users with a
 * decimal; corrected, both are published as numbers (the pages' counters and sentences read them after the rebuild).
 */
export const UpdateFigures = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusals and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Αριθμοί και βαθμολογία της εταιρείας');
    const score = canvas.getByLabelText(/^Μέση βαθμολογία/);
    await retype(score, '5.2');
    const users = canvas.getByLabelText(/^Χρήστες των τεστ/);
    await retype(users, '510000.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Ένας ακέραιος αριθμός.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(users).toHaveFocus();
    await expect(score).toHaveAccessibleDescription(/Έως 5\./);
    await retype(users, '510000');
    await retype(score, '4.8');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select (data -> 'users')::int as users, (data -> 'rating' ->> 'value')::float as score from public.published_content() where key = 'company-figures'`,
      ),
    ).toEqual([{ users: 510000, score: 4.8 }]);
  },
});

/**
 * The home page's hero reworded: its button sent to a page the site does not have is refused on its field (the
 * pages it may lead to are the route table's), and so is its form's address, which the home page does not have;
 * corrected, the new title and address are published.
 */
export const RewordHomeHero = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusals and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι πρώτες εικόνες (hero) της αρχικής, των «Μαθητών» και των «Φοιτητών & Ενηλίκων»');
    const title = canvas.getByLabelText('Αρχική σελίδα: τίτλος');
    await retype(title, 'Βρες τη σχολή και το επάγγελμα που σου ταιριάζουν');
    const first = canvas.getByLabelText('Αρχική σελίδα: κύριο κουμπί, διεύθυνση');
    await retype(first, '/mixanografiko');
    const second = canvas.getByLabelText('Αρχική σελίδα: δεύτερο κουμπί, διεύθυνση');
    await retype(second, '#lead-form');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(
      await canvas.findAllByText('Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (π.χ. /tests).', {}, { timeout: 10_000 }),
    ).toHaveLength(2);
    await expect(first).toHaveFocus();
    await retype(first, '/mixanografika');
    await retype(second, '/tests');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data -> 'home' ->> 'title' as title, data -> 'home' -> 'cta' ->> 'href' as href from public.published_content() where key = 'page-heroes'`,
      ),
    ).toEqual([{ title: 'Βρες τη σχολή και το επάγγελμα που σου ταιριάζουν', href: '/mixanografika' }]);
  },
});

/**
 * The home page's services: a card leading to a page the site does not have is refused on its field, in Greek, with
 * focus; renamed and led to /seminaria, it is published, and the cards keep their order.
 */
export const EditService = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι υπηρεσίες της αρχικής σελίδας');
    const link = canvas.getAllByLabelText('Σελίδα της υπηρεσίας (π.χ. /tests)')[5]!;
    await retype(link, '/seminario');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(
      await canvas.findByText('Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (π.χ. /tests).', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(link).toHaveFocus();
    await retype(link, '/seminaria');
    await retype(canvas.getAllByLabelText('Τίτλος (το όνομα του συνδέσμου)')[5]!, 'Πιστοποιημένο σεμινάριο');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select jsonb_path_query_array(data, '$.items[*].title') as titles, data #>> '{items,5,href}' as href
          from public.published_content() where key = 'home-services'`,
      ),
    ).toEqual([
      {
        titles: [
          'Μαθητές',
          'Φοιτητές & Ενήλικες',
          'Τεστ Επαγγελματικού Προσανατολισμού',
          'Μηχανογραφικό',
          'Ημερίδες',
          'Πιστοποιημένο σεμινάριο',
        ],
        href: '/seminaria',
      },
    ]);
  },
});

/**
 * A section's heading is staff's: left blank it is refused on its field, in Greek, with focus; renamed, it is published
 * and the page's other headings stay as they were.
 */
export const EditSectionHeading = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι τίτλοι και οι εισαγωγές των ενοτήτων κάθε σελίδας');
    const heading = canvas.getByLabelText('Αρχική σελίδα: οι αριθμοί, τίτλος');
    await userEvent.clear(heading);
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Συμπληρώστε το πεδίο.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(heading).toHaveFocus();
    await userEvent.type(heading, 'Σε αριθμούς');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data #>> '{home,stats,title}' as stats, data #>> '{home,services,title}' as services
          from public.published_content() where key = 'page-sections'`,
      ),
    ).toEqual([{ stats: 'Σε αριθμούς', services: 'Οι υπηρεσίες μας' }]);
  },
});

/**
 * A card's points are written a line each in one field: a line too long is refused by its number, in Greek, with
 * focus; corrected, the card is published with its points as a list, blank lines dropped.
 */
export const EditCardPoints = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι κάρτες του προγράμματος (σελίδα «Μαθητές»)');
    const points = canvas.getAllByLabelText('Σημεία της κάρτας (προαιρετικά: ένα σε κάθε γραμμή)')[1]!;
    await expect(points).toHaveValue('Συμμετοχή στη συνεδρία\nΕνημέρωση για σχολές και επαγγέλματα\nΑπαντήσεις σε κάθε απορία');
    await userEvent.type(points, `{enter}${'Πολύ μακρύ σημείο '.repeat(5)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Γραμμή 4: Έως 80 χαρακτήρες.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(points).toHaveFocus();
    await retype(points, 'Συμμετοχή στη συνεδρία{enter}{enter}Ένα σχέδιο για την οικογένεια');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(`select data #> '{items,1,points}' as points from public.published_content() where key = 'students-programme'`),
    ).toEqual([{ points: ['Συμμετοχή στη συνεδρία', 'Ένα σχέδιο για την οικογένεια'] }]);
  },
});

/**
 * A milestone is added to /about's history by keyboard: a year written in words is refused on its field, in Greek,
 * with focus; as four digits it is published at the end of the list.
 */
export const AddMilestone = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Η ιστορία μας (σελίδα «Ποιοι είμαστε»)');
    await userEvent.click(canvas.getByRole('button', { name: 'Σταθμοί: Προσθήκη' }));
    const year = canvas.getAllByLabelText('Έτος')[3]!;
    await expect(year).toHaveFocus();
    await userEvent.keyboard('πέρσι');
    await userEvent.tab();
    await userEvent.keyboard('Πιστοποιημένο σεμινάριο');
    await userEvent.tab();
    await userEvent.keyboard('Ο πρώτος κύκλος του σεμιναρίου με πανεπιστημιακό κέντρο.');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Ένα έτος με τέσσερα ψηφία, π.χ. 2002.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(year).toHaveFocus();
    await retype(year, '2025');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select jsonb_path_query_array(data, '$.items[*].year') as years from public.published_content() where key = 'about-history'`,
      ),
    ).toEqual([{ years: ['2002', '2007', '2021', '2025'] }]);
  },
});

/**
 * A card on a page without a lead form (/about's values): its link to `#lead-form` would lead nowhere and is refused on
 * its field, in Greek, with focus; led to a page, it is published.
 */
export const FormlessCardLink = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι αξίες μας: οι κάρτες (σελίδα «Ποιοι είμαστε»)');
    await userEvent.type(canvas.getAllByLabelText('Σύνδεσμος, κείμενο (προαιρετικός)')[0]!, 'Τα τεστ μας');
    const link = canvas.getAllByLabelText(/^Σύνδεσμος, διεύθυνση/)[0]!;
    await userEvent.type(link, '#lead-form');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(
      await canvas.findByText('Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (π.χ. /tests).', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(link).toHaveFocus();
    await retype(link, '/tests');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(`select data #> '{items,0,action}' as action from public.published_content() where key = 'about-values'`),
    ).toEqual([{ action: { label: 'Τα τεστ μας', href: '/tests' } }]);
  },
});

/**
 * A card's link: an address the site does not have is refused on its field, in Greek, with focus; a card given a
 * length and a link of its own is published with them, the others as they were.
 */
export const CardLinkAndBadge = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Συμβουλευτική ανά τάξη: οι κάρτες (σελίδα «Μαθητές»)');
    const link = canvas.getAllByLabelText(/^Σύνδεσμος, διεύθυνση/)[3]!;
    await retype(link, '/mixanografiko');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(
      await canvas.findByText(
        'Μια διεύθυνση https://, μια σελίδα του ιστότοπου (π.χ. /tests) ή #lead-form για τη φόρμα της σελίδας.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(link).toHaveFocus();
    await retype(link, '#lead-form');
    await retype(canvas.getAllByLabelText(/^Ετικέτα πάνω από τον τίτλο/)[3]!, '90 λεπτά');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data #> '{items,3,action}' as action, jsonb_path_query_array(data, '$.items[*].badge') as badges
          from public.published_content() where key = 'students-counselling'`,
      ),
    ).toEqual([{ action: { label: 'Το μηχανογραφικό', href: '#lead-form' }, badges: ['75 λεπτά', '75 λεπτά', '75 λεπτά', '90 λεπτά'] }]);
  },
});

/** A PNG of this size drawn in the browser, as a phone or a camera would save one. */
const drawnPicture = async (name: string, width: number, height: number) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1a60c8';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
};

/**
 * /students' hero gets a picture: a team photo's 800 × 800 is refused under the field, in Greek, before anything is
 * sent; 1600 × 1200 goes up to the heroes' folder, and with its words it is published (decision 036).
 */
export const HeroPicture = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Οι πρώτες εικόνες (hero) της αρχικής, των «Μαθητών» και των «Φοιτητών & Ενηλίκων»');
    const picker = canvas.getByLabelText(/^Σελίδα «Μαθητές»: φωτογραφία/);
    await userEvent.upload(picker, await drawnPicture('square.png', 800, 800));
    await waitFor(
      () =>
        expect(picker).toHaveAccessibleDescription(
          /Η φωτογραφία είναι 800 × 800 pixel: η κεντρική φωτογραφία μιας σελίδας χρειάζεται τουλάχιστον 1440 × 1080/,
        ),
      // Decoding the picture to measure it, on two busy cores: more than testing-library's 1 s.
      { timeout: 10_000 },
    );
    await userEvent.upload(picker, await drawnPicture('hero.png', 1600, 1200));
    await expect(await canvas.findByText(/Η φωτογραφία ανέβηκε/, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Σελίδα «Μαθητές»: τι δείχνει η φωτογραφία/), 'Μαθήτρια με τη σύμβουλό της');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data #>> '{students,picture,path}' ~ '^heroes/[a-z0-9-]+-1600x1200[.]png$' as in_heroes_folder,
          data #>> '{students,picture,alt}' as alt, data -> 'home' ? 'picture' as home_has_one
          from public.published_content() where key = 'page-heroes'`,
      ),
    ).toEqual([{ in_heroes_folder: true, alt: 'Μαθήτρια με τη σύμβουλό της', home_has_one: false }]);
  },
});

/**
 * A video's picture before it plays: one too low for 16:9 at 960 is refused on its field in Greek, a wide one goes up to
 * the kind's folder and is published without words (the facade's picture is decorative: its link says the title).
 */
export const VideoPoster = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Τα βίντεο των σελίδων «Τεστ», «Μαθητές» και «Φοιτητές & Ενήλικες»');
    const picker = canvas.getByLabelText(/^Σελίδα «Μαθητές»: εικόνα πριν την αναπαραγωγή/);
    await userEvent.upload(picker, await drawnPicture('square.png', 800, 800));
    await waitFor(
      () =>
        expect(picker).toHaveAccessibleDescription(/Η εικόνα είναι 800 × 800 pixel: η εικόνα ενός βίντεο χρειάζεται τουλάχιστον 960 × 540/),
      // Decoding the picture to measure it, on two busy cores: more than testing-library's 1 s.
      { timeout: 10_000 },
    );
    await userEvent.upload(picker, await drawnPicture('still.png', 1280, 720));
    await expect(await canvas.findByText(/Η φωτογραφία ανέβηκε/, {}, { timeout: 10_000 })).toBeVisible();
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data #>> '{students,poster,path}' ~ '^page-videos/[a-z0-9-]+-1280x720[.]png$' as in_its_folder,
          data -> 'university' ? 'poster' as university_has_one
          from public.published_content() where key = 'page-videos'`,
      ),
    ).toEqual([{ in_its_folder: true, university_has_one: false }]);
  },
});

/**
 * A press mention staff put right: its address at the outlet (a script's address refused on its field), and it is the
 * one /articles features now, the first one listed.
 */
export const FeaturePressMention = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Δημοσιεύματα στον Τύπο (σελίδα «Άρθρα»)');
    const address = canvas.getAllByLabelText('Διεύθυνση του άρθρου στο μέσο')[1]!;
    await retype(address, 'javascript:alert(1)');
    const placements = canvas.getAllByLabelText('Προβολή στη σελίδα «Άρθρα»');
    await userEvent.selectOptions(placements[0]!, 'Στη λίστα');
    await userEvent.selectOptions(placements[1]!, 'Προβεβλημένο (το πρώτο κατά ημερομηνία από τα προβεβλημένα)');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).', {}, { timeout: 10_000 })).toBeVisible();
    await expect(address).toHaveFocus();
    await retype(address, 'https://www.example.gr/oikonomia/epaggelmata-dekaetias');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data -> 'items' -> 1 ->> 'url' as url, array(select item ->> 'placement' from jsonb_array_elements(data -> 'items') as item where item ->> 'placement' = 'featured') as featured, data -> 'items' -> 1 ->> 'placement' as second from public.published_content() where key = 'articles-press'`,
      ),
    ).toEqual([{ url: 'https://www.example.gr/oikonomia/epaggelmata-dekaetias', featured: ['featured'], second: 'featured' }]);
  },
});

/**
 * The academic platform's address supplied: an address that is not secure is refused on its field, and so is a field
 * of study's address part written in Greek; corrected, both are published and the launch check's list is one shorter.
 */
export const SupplyAcademicPlatform = meta.story({
  parameters: withoutSnapshot('the form as ChangePhoneAndPublish captures it; this story checks the refusals and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Η πλατφόρμα ακαδημαϊκών τμημάτων (αρχική σελίδα)');
    const address = canvas.getByLabelText('Διεύθυνση της πλατφόρμας');
    await retype(address, 'http://tmimata.example.gr');
    const slug = canvas.getAllByLabelText('Διεύθυνση του πεδίου στην πλατφόρμα (μετά το /)')[1]!;
    await retype(slug, 'θετικές');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText('Μια διεύθυνση που αρχίζει με https://.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(address).toHaveFocus();
    await expect(slug).toHaveAccessibleDescription(/Λατινικά πεζά, αριθμοί και παύλες/);
    await retype(address, 'https://tmimata.example.gr');
    await retype(slug, 'thetikes-epistimes');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select data ->> 'url' as url, data -> 'categories' -> 1 ->> 'slug' as slug from public.published_content() where key = 'academic-platform'`,
      ),
    ).toEqual([{ url: 'https://tmimata.example.gr', slug: 'thetikes-epistimes' }]);
  },
});

/**
 * A new episode of the podcast: added at the end, a day written the Greek way refused on its field with the form the
 * page needs, then published with its reel left empty (optional); the published list has ten episodes.
 */
export const AddPodcastEpisode = meta.story({
  parameters: withoutSnapshot('a list as ReorderTestimonials captures it; this story checks the refusal and what is published'),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Επεισόδια του podcast «Εντός Ύλης»');
    await userEvent.click(canvas.getByRole('button', { name: 'Επεισόδια: Προσθήκη' }));
    await expect(canvas.getAllByLabelText('Αριθμός επεισοδίου')[9]).toHaveFocus();
    for (const text of [
      '10',
      'Πανελλαδικές 2026: το πρώτο βήμα',
      'Τι αλλάζει φέτος και πώς ξεκινάμε.',
      '21/11/2025',
      '39 min',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      await userEvent.keyboard(text);
      await userEvent.tab();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    const day = canvas.getAllByLabelText('Ημερομηνία (έτος-μήνας-ημέρα)')[9]!;
    await expect(day).toHaveFocus();
    await expect(day).toHaveAccessibleDescription(/Μια ημερομηνία όπως 2025-11-14/);
    await retype(day, '2025-11-21');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(
        `select jsonb_array_length(data -> 'items') as episodes, data -> 'items' -> 9 ->> 'date' as day, data -> 'items' -> 9 ? 'instagramReel' as reel from public.published_content() where key = 'podcast-episodes'`,
      ),
    ).toEqual([{ episodes: 10, day: '2025-11-21', reel: false }]);
  },
});

/**
 * The draft previewed before publishing: a new phone typed, «Προεπισκόπηση» brings focus to the preview, whose two
 * frames show the home page at a phone's and a desktop's width (the preview page itself is the site's build, checked
 * end to end in e2e/rebuilds.spec.ts); the draft reaches the frames through this tab's storage, never their address.
 * An empty required field keeps the preview shut and says which.
 */
export const PreviewDraft = meta.story({
  parameters: withoutSnapshot('the frames show a page of the site’s build, which Storybook does not serve; e2e reads them'),
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    const phone = canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)');
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Προεπισκόπηση' }));
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Η προεπισκόπηση θέλει πρώτα τα σημειωμένα πεδία διορθωμένα.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Προεπισκόπηση του προχείρου' })).toBeNull();

    await userEvent.type(phone, '211 111 1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Προεπισκόπηση' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Προεπισκόπηση του προχείρου' })).toHaveFocus();
    const phoneFrame = canvas.getByTitle('Προεπισκόπηση: Αρχική, Κινητό (375 px)');
    const desktopFrame = canvas.getByTitle('Προεπισκόπηση: Αρχική, Υπολογιστής (1280 px)');
    await expect(phoneFrame.clientWidth).toBe(375);
    await expect(desktopFrame.clientWidth).toBe(1280);
    await expect(phoneFrame.getAttribute('src')).toBe('/admin/preview?key=company&path=%2F&load=1');
    const left = JSON.parse(window.sessionStorage.getItem('cg:content-preview') ?? '{}') as {
      key?: string;
      data?: { phone?: { display?: string } };
    };
    await expect(left.key).toBe('company');
    await expect(left.data?.phone?.display).toBe('211 111 1111');

    // Another page of the same document, and again after a change: each frame loads anew.
    await userEvent.selectOptions(canvas.getByLabelText('Σελίδα'), 'Προσωπικά δεδομένα');
    await expect(canvas.getByTitle('Προεπισκόπηση: Προσωπικά δεδομένα, Κινητό (375 px)').getAttribute('src')).toBe(
      '/admin/preview?key=company&path=%2Fprivacy&load=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ανανέωση προεπισκόπησης' }));
    await expect(canvas.getByTitle('Προεπισκόπηση: Προσωπικά δεδομένα, Κινητό (375 px)').getAttribute('src')).toBe(
      '/admin/preview?key=company&path=%2Fprivacy&load=2',
    );

    // A week-long link for a colleague: the draft is saved first, the link names the page chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Σύνδεσμος για κοινή χρήση' }));
    const link = await canvas.findByRole(
      'link',
      { name: /\/admin\/preview\?key=company&path=%2Fprivacy&share=[\w-]+\.[\w-]+\.[\w-]+$/ },
      { timeout: 10_000 },
    );
    await expect(link.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/admin\/preview\?/);
    await expect(canvas.getByText(/Όποιος έχει τον σύνδεσμο βλέπει το αποθηκευμένο πρόχειρο/)).toBeVisible();
    await expect(await storyRows(phoneDisplay)).toEqual([{ phone: '211 111 1111', revision: 2 }]);
  },
});

/**
 * A message posted by a frame's own page, as the preview page posts its check (site/preview/main.ts): a function of
 * the frame's realm, so the editor sees the frame as its sender. Waits for the frame's page to be there first.
 */
const postFromFrame = async (frame: HTMLIFrameElement, message: unknown) => {
  await waitFor(
    () => expect(frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank').toBe(true),
    {
      timeout: 10_000,
    },
  );
  const realm = frame.contentWindow as unknown as { Function: new (...code: string[]) => (message: unknown) => void };
  new realm.Function('message', 'parent.postMessage(message, location.origin)')(message);
};

/**
 * The preview's check holds a publish once: each frame tells what axe found on the page it shows, the editor lists it
 * under the frames, and «Δημοσίευση» says so instead of publishing; pressed again, it publishes as it is. A message
 * that is not the check's shape, or not from a frame, changes nothing.
 */
export const PreviewCheckHoldsPublish = meta.story({
  parameters: withoutSnapshot(
    'the frames show a page of the site’s build, which Storybook does not serve; PreviewChecks captures the list',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    await retype(canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)'), '211 111 1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Προεπισκόπηση' }));
    const checks = within(canvas.getByRole('region', { name: 'Έλεγχος της σελίδας' })).getByRole('status');
    await expect(checks).toHaveTextContent('Κινητό (375 px): ο έλεγχος τρέχει…Υπολογιστής (1280 px): ο έλεγχος τρέχει…');
    const problem = { rule: 'link-name', help: 'Οι σύνδεσμοι πρέπει να έχουν ευδιάκριτο κείμενο', places: ['<a href="/tests"></a>'] };
    const found = { type: 'cg:preview-check', check: { problems: [problem], weight: 11_000 } };
    const phoneFrame = canvas.getByTitle<HTMLIFrameElement>('Προεπισκόπηση: Αρχική, Κινητό (375 px)');
    const desktopFrame = canvas.getByTitle<HTMLIFrameElement>('Προεπισκόπηση: Αρχική, Υπολογιστής (1280 px)');
    // Not from a frame, then not the check's shape: neither is heard (messages arrive in the order they were sent).
    window.postMessage(found, window.location.origin);
    await postFromFrame(phoneFrame, { ...found, check: { problems: [{ ...problem, help: 'x'.repeat(501) }], weight: 1 } });
    await postFromFrame(desktopFrame, { type: 'cg:preview-check', check: { problems: [], weight: 11_000 } });
    await waitFor(() =>
      expect(checks).toHaveTextContent(/Υπολογιστής \(1280 px\): Προσβασιμότητα: κανένα πρόβλημα\. Μέγεθος: 10,7 KB \(όριο 13,6 KB\)\.$/),
    );
    await expect(checks).toHaveTextContent(/^Κινητό \(375 px\): ο έλεγχος τρέχει…/);
    await postFromFrame(phoneFrame, found);
    await waitFor(() =>
      expect(checks).toHaveTextContent(/^Κινητό \(375 px\): Προσβασιμότητα: 1 πρόβλημα\. Μέγεθος: 10,7 KB \(όριο 13,6 KB\)\./),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(
      await canvas.findByText(/^Ο έλεγχος της προεπισκόπησης βρήκε προβλήματα \(δείτε «Έλεγχος της σελίδας»\)/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await storyRows(`select max(number) as latest from public.content_versions where document_key = 'company'`)).toEqual([
      { latest: 1 },
    ]);
    await publishSecondVersion(canvas);
    await waitFor(() => expect(storyOutbox.builds).toBe(1), { timeout: 5000 });
  },
});

/**
 * A publish for later, by keyboard: a time in the past is refused on its field with focus there; a date and time in
 * Athens publishes a version that visitors do not read yet, asks for no rebuild now (the schedule does, then), and the
 * versions say when it goes live.
 */
export const SchedulePublish = meta.story({
  parameters: withoutSnapshot(
    'the editor as ChangePhoneAndPublish captures it; this story checks the refusal, the status and what is stored',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openCompany(canvasElement);
    const date = canvas.getByLabelText('Ημερομηνία δημοσίευσης');
    const time = canvas.getByLabelText('Ώρα δημοσίευσης');
    await userEvent.type(date, '2026-11-26');
    await userEvent.type(time, '09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(time).toHaveFocus();
    await expect(time).toHaveAccessibleDescription(/Η ώρα της δημοσίευσης πρέπει να είναι στο μέλλον/);

    await retype(date, '2027-06-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText(/^Η έκδοση 2 θα δημοσιευτεί στις 14 Ιουνίου 2027/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(date).toHaveValue('');
    await expect(await canvas.findByText(/Θα δημοσιευτεί στις 14 Ιουνίου 2027/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      await storyRows(
        `select live_at = '2027-06-14T06:00:00Z' as at_nine_in_athens from public.content_versions where document_key = 'company' and number = 2`,
      ),
    ).toEqual([{ at_nine_in_athens: true }]);
    await expect(storyOutbox.builds).toBe(0);
  },
});

/**
 * A text names a fact in braces: the editor lists the names, shows an answer with its names as staff wrote them, refuses
 * a name the site does not have (here without its accent) by name, in Greek, with focus, and publishes the corrected
 * answer with its names kept, for the build to fill.
 */
export const NameAFact = meta.story({
  parameters: withoutSnapshot(
    'the form as ChangePhoneAndPublish captures it; this story checks the names, the refusal and what is published',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openDocument(canvasElement, 'Ερωτήσεις της σελίδας των σεμιναρίων');
    await userEvent.click(canvas.getByText('Τα ονόματα που γράφονται σε αγκύλες'));
    await expect(canvas.getByText('{κέντρο-πιστοποίησης}')).toBeVisible();
    const answer = canvas.getAllByLabelText('Η απάντηση')[3]!;
    await expect(answer).toHaveValue('Ο {κύκλος}ος κύκλος ξεκινά {πότε-ξεκινά}, μετά από {προηγούμενοι-κύκλοι} επιτυχημένους κύκλους.');
    // user-event reads «{» as a key's name: «{{» types the brace itself.
    await retype(answer, 'Ο {{κυκλος}ος κύκλος ξεκινά {{πότε-ξεκινά}.');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση' }));
    await expect(await canvas.findByText(/^Το «\{κυκλος\}» δεν είναι στοιχείο του ιστότοπου/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(answer).toHaveFocus();
    await retype(answer, 'Ο {{κύκλος}ος κύκλος ξεκινά {{πότε-ξεκινά}.');
    await publishSecondVersion(canvas);
    await expect(
      await storyRows(`select data #>> '{items,3,answer}' as answer from public.published_content() where key = 'seminaria-faq'`),
    ).toEqual([{ answer: 'Ο {κύκλος}ος κύκλος ξεκινά {πότε-ξεκινά}.' }]);
  },
});
