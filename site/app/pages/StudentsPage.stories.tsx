import preview from '../../../.storybook/preview';
import { countersAtTheirFinalFigures } from '../../../.storybook/visual';
import { atPhoneWidth } from '../../../.storybook/modes';
import { leadIntakeRefused, leadIntakeThrottled, leadIntakeUnavailable } from '@cg/mocks';
import { forgetAll, keptSubmissions } from '../outbox/outbox';
import { storyOutbox, storyRows } from '@cg/local-supabase/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StudentsPage } from './StudentsPage';
import { atRoute, withToasts, freshLeadPage } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Students',
  component: StudentsPage,
  parameters: { layout: 'fullscreen', ...countersAtTheirFinalFigures },
  decorators: [withToasts, atRoute('/students')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

async function fillForm(canvasElement: HTMLElement) {
  const form = within(canvasElement.querySelector('form')!);
  await userEvent.type(form.getByLabelText(/Όνομα/), 'Μαρία');
  await userEvent.type(form.getByLabelText(/Επώνυμο/), 'Παπαδοπούλου');
  await userEvent.type(form.getByLabelText(/Email/), 'maria@example.gr');
  await userEvent.type(form.getByLabelText(/Τηλέφωνο/), '6912345678');
  await userEvent.click(form.getByRole('button', { name: 'Αποστολή Φόρμας' }));
  return form;
}

/** /students: hero, programme, tests with the video facade and the coupon, counselling by grade, the claim, the form. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Επαγγελματικός προσανατολισμός για μαθητές' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Ξεκινήστε το τεστ/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Αναπαραγωγή βίντεο/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Το μηχανογραφικό' })).toHaveAttribute('href', '/mixanografika');
    await expect(canvas.getByRole('region', { name: 'Κλείστε μια συνάντηση γνωριμίας' })).toHaveAttribute('id', 'lead-form');
  },
});

/** A valid form goes through lead-intake and is stored once as students_cta_form, with one (dry-run) conversion from the server. */
export const SubmittedLead = meta.story({
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const leads = () =>
      storyRows<{ lead_source: string; first_name: string; email: string; submission_id: string }>(
        'select lead_source, first_name, email, submission_id from public.leads',
      );
    await waitFor(async () => expect(await leads()).toHaveLength(1));
    const [stored] = await leads();
    await expect(stored).toMatchObject({ lead_source: 'students_cta_form', first_name: 'Μαρία', email: 'maria@example.gr' });
    await waitFor(() => expect(storyOutbox.conversions).toEqual([expect.stringContaining(`Lead event ${stored!.submission_id}`)]));
  },
});

/** Too many submissions from one connection: the intake's Greek message, the input kept, the button back. */
export const Throttled = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(leadIntakeThrottled);
  },
  play: async ({ canvasElement }) => {
    const form = await fillForm(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText(
      'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.',
      {},
      { timeout: 8000 },
    );
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 2000 });
    await expect(form.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
    await expect(form.getByLabelText(/Τηλέφωνο/)).toHaveValue('6912345678');
    await expect(await storyRows('select 1 from public.leads')).toHaveLength(0);
  },
});

/** The intake refuses it for good: the spec's error toast, the input kept, the button back; nothing kept to send later. */
export const FailedSubmission = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(leadIntakeRefused);
  },
  play: async ({ canvasElement }) => {
    const form = await fillForm(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.', {}, { timeout: 8000 });
    // Sonner fades the toast in.
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 2000 });
    await expect(form.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
    await expect(form.getByLabelText(/Email/)).toHaveValue('maria@example.gr');
    await expect(keptSubmissions()).toEqual([]);
  },
});

/** The intake cannot be reached (three tries): kept on the device to send later, and the form says so in Greek under its button. */
export const KeptOnTheDevice = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(leadIntakeUnavailable);
    return () => forgetAll();
  },
  play: async ({ canvasElement }) => {
    const form = await fillForm(canvasElement);
    // Under the button, by code already on the page (offline, a toast's code could not load).
    await waitFor(
      () =>
        expect(form.getByRole('status')).toHaveTextContent(
          'Η αίτησή σας κρατήθηκε. Δεν ήταν δυνατή η αποστολή τώρα. Κρατήσαμε την αίτησή σας σε αυτή τη συσκευή και θα σταλεί αυτόματα μόλις επανέλθει η σύνδεση.',
        ),
      { timeout: 8000 },
    );
    await expect(form.getByRole('status')).toBeVisible();
    const [kept] = keptSubmissions();
    await expect(kept).toMatchObject({ form: 'students', visitor: { firstName: 'Μαρία' } });
    await expect(new URLSearchParams(kept!.body).get('email')).toBe('maria@example.gr');
    await expect(new URLSearchParams(kept!.body).get('submission_id')).toBe(kept!.submissionId);
  },
});

export const Mobile = meta.story(atPhoneWidth);
