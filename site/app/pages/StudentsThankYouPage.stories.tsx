import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { expect, waitFor } from 'storybook/test';
import { LeadThankYouPage } from './LeadThankYouPage';
import { forgetAll, keepSubmission } from '../outbox/outbox';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/StudentsThankYou',
  component: LeadThankYouPage,
  parameters: { layout: 'fullscreen' },
  args: { form: 'students' as const },
  tags: ['!autodocs'],
});

/** Arrived from the hydrated form: greets by the first name it handed over, with nothing in the address. */
export const FromTheForm = meta.story({
  // The students' page says what the university students' says, to the same name.
  parameters: { visual: { sameAs: 'pages-thankyoupages--university' } },
  decorators: [atRoute({ pathname: '/students/thank-you', state: { visitor: { firstName: 'Μαρία' } } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ευχαριστούμε, Μαρία!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute('href', '/');
  },
});

/** From a link with the specification's query: greets by first_name only. */
export const FromTheQuery = meta.story({
  // The same page the Meta form's thank-you shows, to the same name.
  parameters: { visual: { sameAs: 'pages-thankyoupages--meta' } },
  decorators: [atRoute('/students/thank-you?first_name=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&email=n%40example.gr&phone=6912345678')],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Ευχαριστούμε, Νίκο!' })).toBeVisible());
  },
});

/** Opened directly, before hydration or without JavaScript: thanks without a name. */
export const WithoutQuery = meta.story({
  decorators: [atRoute('/students/thank-you')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ευχαριστούμε!' })).toBeVisible();
  },
});

/** A lead of this form still waits on the device (the intake was unreachable): the page says it is on its way, not that it arrived. */
export const OnItsWay = meta.story({
  beforeEach: () => {
    keepSubmission({ submissionId: 'story-kept', form: 'students', body: 'form=students', visitor: { firstName: 'Μαρία' } });
    return () => forgetAll();
  },
  decorators: [atRoute({ pathname: '/students/thank-you', state: { visitor: { firstName: 'Μαρία' } } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Η αίτησή σας είναι καθ’ οδόν: δεν έχει φτάσει ακόμη σε εμάς/)).toBeVisible();
    await expect(canvas.getByText('Μόλις σταλεί, θα το δείτε εδώ και θα λάβετε το email επιβεβαίωσης.')).toBeVisible();
    await expect(canvas.queryByText(/Λάβαμε τα στοιχεία σας/)).toBeNull();
  },
});

export const Mobile = meta.story({ decorators: [atRoute('/students/thank-you')], ...atPhoneWidth });
