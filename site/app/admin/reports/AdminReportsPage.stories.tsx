import preview from '../../../../.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyAdmin, storyAnonKey, storyBackendUrl } from '@cg/local-supabase/story';
import { createAppClient, type LeadReports } from '@cg/data';
import { useState } from 'react';
import { atRoute } from '../../pages/pageStory';
import { AdminReportsPage } from './AdminReportsPage';

/** Thursday 26 November 2026, noon in Athens: the stories' clock. */
const now = Date.parse('2026-11-26T10:00:00Z');
const client = () =>
  createAppClient({
    url: storyBackendUrl,
    anonKey: storyAnonKey,
    options: { auth: { storageKey: `story-reports-${crypto.randomUUID()}` } },
  });

function StoryPage() {
  const [once] = useState(client);
  return <AdminReportsPage client={once} now={now} />;
}

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), storyAdmin.email);
  await userEvent.type(canvas.getByLabelText('Κωδικός πρόσβασης'), storyAdmin.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Σύνδεση' }));
  return canvas;
}

const forms = ['students_cta_form', 'university_contact_form', 'foreis_cta_form', 'mixanografika_contact_form', 'seminaria_signup_form'];
/** What the database aggregates from a company's half year: growing weeks, five forms, four samples. */
const full: LeadReports = {
  weekly_leads: Array.from({ length: 26 }, (_, week) =>
    forms.map((key, form) => ({ week: week + 1, key, count: ((week * 7 + form * 3) % 11) + week / 2 + (form === 0 ? 6 : 1) })),
  )
    .flat()
    .map((row) => ({ ...row, count: Math.round(row.count) })),
  weekly_downloads: Array.from({ length: 26 }, (_, week) =>
    ['career', 'personality', 'next', 'meta'].map((key, sample) => ({ week: week + 1, key, count: (week + sample * 2) % 6 })),
  ).flat(),
  sources: [
    { source: 'facebook', count: 182 },
    { source: 'direct', count: 96 },
    { source: 'google', count: 61 },
    { source: 'https://www.google.com', count: 40 },
    { source: 'unknown', count: 22 },
    { source: 'instagram', count: 19 },
  ],
  campaigns: [
    { source: 'facebook', campaign: 'autumn', count: 120 },
    { source: 'google', campaign: 'panelladikes', count: 61 },
    { source: 'facebook', campaign: 'goneis', count: 62 },
    { source: 'instagram', campaign: 'autumn', count: 19 },
  ],
  response: { leads: 420, contacted: 401, median_hours: 5.4, p90_hours: 27.5, due: 405, late: 31 },
};
const empty: LeadReports = {
  weekly_leads: [],
  weekly_downloads: [],
  sources: [],
  campaigns: [],
  response: { leads: 0, contacted: 0, median_hours: null, p90_hours: null, due: 0, late: 0 },
};
const reportsAnswer = (answer: LeadReports) => http.post(`${storyBackendUrl}/rest/v1/rpc/lead_reports`, () => HttpResponse.json(answer));

const meta = preview.meta({
  title: 'Pages/AdminReports',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: () => {
    window.localStorage.clear();
  },
  render: () => <StoryPage />,
});

/** Every chart and table: leads per week by form, sources, campaigns, call-back times, downloads per week. */
export const Full = meta.story({
  decorators: [atRoute('/admin/reports?from=2026-10-01&to=2026-10-31')],
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Αιτήσεις ανά εβδομάδα και φόρμα (τελευταίες 26 εβδομάδες)' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Λήψεις δειγμάτων ανά εβδομάδα και δείγμα (τελευταίες 26 εβδομάδες)' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Αιτήσεις ανά πηγή: 420' })).toBeVisible();
    const sources = within(canvas.getByRole('table', { name: 'Αιτήσεις ανά πηγή: 420' }));
    await expect(sources.getByRole('row', { name: /Άμεση/ })).toHaveTextContent('96');
    await expect(sources.getByRole('row', { name: /www\.google\.com/ })).toHaveTextContent('9,5%');
    await expect(canvas.getByText('5,4 ώρες')).toBeVisible();
    await expect(canvas.getByText('7,7% (31 από 405)')).toBeVisible();
    // The chart's figures as a table, behind a disclosure in the tab order.
    const [leadsTable] = canvas.getAllByText('Πίνακας');
    leadsTable!.focus();
    await expect(leadsTable).toHaveFocus();
    await userEvent.click(leadsTable!);
    const weekly = canvas.getByRole('table', { name: 'Αιτήσεις ανά εβδομάδα και φόρμα (τελευταίες 26 εβδομάδες)' });
    await expect(weekly).toBeVisible();
    await expect(within(weekly).getByRole('rowheader', { name: 'Εβδομάδα από 23 Νοεμβρίου 2026' })).toBeVisible();
    await expect(within(weekly).getAllByRole('row')).toHaveLength(27);
    // The period is the address's.
    await expect(canvas.getByLabelText('Από')).toHaveValue('2026-10-01');
  },
});

export const Loading = meta.story({
  decorators: [atRoute('/admin/reports')],
  beforeEach: ({ msw }) => {
    msw.use(http.post(`${storyBackendUrl}/rest/v1/rpc/lead_reports`, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Φόρτωση αναφορών…')).toBeVisible();
  },
});

export const Empty = meta.story({
  decorators: [atRoute('/admin/reports')],
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(empty));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Δεν υπάρχουν ακόμη αιτήσεις ή λήψεις για αναφορές.')).toBeVisible();
    await expect(canvas.getByLabelText('Από')).toHaveValue('2026-10-28');
  },
});

export const Failed = meta.story({
  decorators: [atRoute('/admin/reports')],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/lead_reports`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for function lead_reports' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(/Οι αναφορές δεν φορτώθηκαν\./, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
  },
});

/** A period that makes no sense: said so, and the last 30 days instead. */
export const InvalidPeriod = meta.story({
  decorators: [atRoute('/admin/reports?from=2026-11-30&to=2026-11-01')],
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(/^Η περίοδος δεν είναι έγκυρη/)).toHaveAttribute('role', 'alert');
    await expect(await canvas.findByRole('table', { name: /Αιτήσεις ανά πηγή/ })).toBeVisible();
  },
});

/** On a phone: the back office's bar wraps, and each weekly chart opens at its latest week. */
export const Mobile = meta.story({
  decorators: [atRoute('/admin/reports')],
  globals: { viewport: { value: 'mobile' } },
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const chart = await canvas.findByRole('group', { name: /Αιτήσεις ανά εβδομάδα και φόρμα/ });
    await expect(chart.scrollLeft + chart.clientWidth).toBeGreaterThanOrEqual(chart.scrollWidth - 1);
    await expect(chart.scrollWidth).toBeGreaterThan(chart.clientWidth);
  },
});
