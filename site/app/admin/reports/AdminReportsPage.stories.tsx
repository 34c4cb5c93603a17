import preview from '../../../../.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl } from '@cg/local-supabase/story';
import { createAppClient, type LeadReports, type TrafficReports } from '@cg/data';
import { useState } from 'react';
import { atRoute } from '../../pages/pageStory';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { AdminReportsPage } from './AdminReportsPage';
import { signInAsAdmin } from '../storySignIn';

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

/** The site's own measurement over the same half year: visits growing with the leads, a campaign that pays and one that does not. */
const fullTraffic: TrafficReports = {
  weekly: Array.from({ length: 26 }, (_, week) => {
    const visits = 380 + week * 23 + ((week * 37) % 90);
    const agreed = Math.round(visits / 28);
    return { week: week + 1, visits, views: Math.round(visits * 2.4), leads: Math.round(agreed * 1.35), agreed_leads: agreed };
  }),
  sources: [
    { source: 'facebook', visits: 4120, views: 7310, leads: 96 },
    { source: 'direct', visits: 1980, views: 5210, leads: 61 },
    { source: 'google', visits: 760, views: 1490, leads: 38 },
    { source: 'https://www.google.com', visits: 1430, views: 3120, leads: 27 },
    { source: 'instagram', visits: 210, views: 260, leads: 14 },
  ],
  campaigns: [
    { source: 'facebook', campaign: 'autumn', visits: 4000, views: 7020, leads: 40 },
    { source: 'google', campaign: 'panelladikes', visits: 760, views: 1490, leads: 38 },
    { source: 'instagram', campaign: 'autumn', visits: 200, views: 240, leads: 20 },
  ],
  routes: [
    { route: '/', visits: 3900, views: 6100 },
    { route: '/students', visits: 2210, views: 4480 },
    { route: '/articles/:slug', visits: 1760, views: 2950 },
    { route: '/university-students', visits: 420, views: 1310 },
    { route: '/foreis', visits: 150, views: 620 },
    { route: '/seminaria', visits: 60, views: 400 },
    { route: '/mixanografika', visits: 0, views: 350 },
  ],
  landing_leads: [
    { path: '/students', leads: 104 },
    { path: '/', leads: 52 },
    { path: '/articles/pos-na-dialexete-sxolh', leads: 21 },
    { path: '/articles/panelladikes-2026', leads: 9 },
    { path: '/university-students', leads: 30 },
  ],
  form_leads: [
    { form: 'students_cta_form', leads: 131 },
    { form: 'university_contact_form', leads: 41 },
    { form: 'foreis_cta_form', leads: 12 },
    { form: 'mixanografika_contact_form', leads: 27 },
    { form: 'seminaria_signup_form', leads: 25 },
  ],
  consent: { leads: 320, agreed: 236 },
  speed: [
    { route: '/', device: 'phone', metric: 'LCP', p75: 2150, samples: 2410 },
    { route: '/', device: 'phone', metric: 'INP', p75: 168, samples: 1980 },
    { route: '/', device: 'phone', metric: 'CLS', p75: 0.02, samples: 2410 },
    { route: '/', device: 'desktop', metric: 'LCP', p75: 1100, samples: 930 },
    { route: '/', device: 'desktop', metric: 'INP', p75: 56, samples: 700 },
    { route: '/', device: 'desktop', metric: 'CLS', p75: 0.005, samples: 930 },
    { route: '/articles/:slug', device: 'phone', metric: 'LCP', p75: 3350, samples: 1210 },
    { route: '/articles/:slug', device: 'phone', metric: 'INP', p75: 520, samples: 640 },
    { route: '/articles/:slug', device: 'phone', metric: 'CLS', p75: 0.13, samples: 1210 },
    { route: '/students', device: 'tablet', metric: 'LCP', p75: 1800, samples: 95 },
  ],
  policy: [
    {
      page: '/students',
      directive: 'script-src-elem',
      blocked: 'https://cdn.example.com/widget.js',
      reports: 42,
      last_at: '2026-11-26T09:41:00Z',
    },
    { page: '/', directive: 'script-src-elem', blocked: 'inline', reports: 3, last_at: '2026-11-25T17:02:00Z' },
  ],
};
const emptyTraffic: TrafficReports = {
  weekly: Array.from({ length: 26 }, (_, week) => ({ week: week + 1, visits: 0, views: 0, leads: 0, agreed_leads: 0 })),
  sources: [],
  campaigns: [],
  routes: [],
  landing_leads: [],
  form_leads: [],
  consent: { leads: 0, agreed: 0 },
  speed: [],
  policy: [],
};
const trafficAnswer = (answer: TrafficReports) =>
  http.post(`${storyBackendUrl}/rest/v1/rpc/traffic_reports`, () => HttpResponse.json(answer));

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
    msw.use(reportsAnswer(full), trafficAnswer(fullTraffic));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Αιτήσεις ανά εβδομάδα και φόρμα (τελευταίες 26 εβδομάδες)' }, { timeout: 15_000 }),
    ).toBeVisible();
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

/** What pays: visits beside leads, per source, campaign and page, the lead pages' own rates, real visitors' speed and policy reports. */
export const Traffic = meta.story({
  decorators: [atRoute('/admin/reports?from=2026-10-01&to=2026-10-31')],
  parameters: withoutSnapshot('the same page as Full, which captures it; this story checks what staff read in it'),
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full), trafficAnswer(fullTraffic));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    // A campaign of 40 leads from 4,000 visits and one of 20 from 200 read the right way round.
    const campaigns = within(await canvas.findByRole('table', { name: 'Επισκέψεις και αιτήσεις ανά καμπάνια' }, { timeout: 15_000 }));
    await expect(campaigns.getByRole('row', { name: /autumn facebook/ })).toHaveTextContent(/4\.000.*1$/);
    await expect(campaigns.getByRole('row', { name: /autumn instagram/ })).toHaveTextContent(/200.*10$/);
    // Measured with consent only, and the share it stands for.
    await expect(canvas.getByText(/236 από 320 αιτήσεις \(73,8%\)/)).toBeVisible();
    // A lead page's own rate: views of the page against leads from its form.
    const formPages = within(canvas.getByRole('table', { name: /Οι σελίδες των φορμών/ }));
    await expect(formPages.getByRole('row', { name: /\/students\)/ })).toHaveTextContent(/4\.480.*131.*2,9$/);
    // Leads that landed on two articles count for the articles' route.
    const landings = within(canvas.getByRole('table', { name: 'Επισκέψεις και αιτήσεις ανά σελίδα εισόδου' }));
    await expect(landings.getByRole('row', { name: /articles\/:slug/ })).toHaveTextContent(/1\.760.*30.*1,7$/);
    // Speed by Google's thresholds, in words as well as colour.
    const speed = within(canvas.getByRole('table', { name: /Ταχύτητα ανά σελίδα και συσκευή/ }));
    const articlesOnPhones = speed.getByRole('row', { name: /articles.*Κινητό/ });
    await expect(articlesOnPhones).toHaveTextContent('3,4 s');
    await expect(articlesOnPhones).toHaveTextContent('Θέλει βελτίωση');
    await expect(articlesOnPhones).toHaveTextContent('520 ms');
    await expect(articlesOnPhones).toHaveTextContent('Κακό');
    await expect(speed.getByRole('row', { name: /Μαθητές.*Tablet/ })).toHaveTextContent('—');
    // A deploy that breaks the policy shows at the top.
    const policy = within(canvas.getByRole('table', { name: /Αποκλεισμένες διευθύνσεις/ }));
    await expect(policy.getAllByRole('row')[1]).toHaveTextContent(/cdn\.example\.com\/widget\.js.*42/);
  },
});

export const Loading = meta.story({
  decorators: [atRoute('/admin/reports')],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/lead_reports`, () => delay('infinite')),
      http.post(`${storyBackendUrl}/rest/v1/rpc/traffic_reports`, () => delay('infinite')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText('Φόρτωση αναφορών…')).toBeVisible();
    await expect(await canvas.findByText('Φόρτωση επισκέψεων…')).toBeVisible();
  },
});

export const Empty = meta.story({
  decorators: [atRoute('/admin/reports')],
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(empty), trafficAnswer(emptyTraffic));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
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
      http.post(`${storyBackendUrl}/rest/v1/rpc/traffic_reports`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for function traffic_reports' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText(/Οι αναφορές δεν φορτώθηκαν\./, {}, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByText(/Οι επισκέψεις δεν φορτώθηκαν\./, {}, { timeout: 15_000 })).toBeVisible();
    // Each part says so on its own and can be asked again.
    await expect(canvas.getAllByRole('button', { name: 'Δοκιμάστε ξανά' })).toHaveLength(2);
  },
});

/** A period that makes no sense: said so, and the last 30 days instead. */
export const InvalidPeriod = meta.story({
  decorators: [atRoute('/admin/reports?from=2026-11-30&to=2026-11-01')],
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full), trafficAnswer(fullTraffic));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    await expect(await canvas.findByText(/^Η περίοδος δεν είναι έγκυρη/)).toHaveAttribute('role', 'alert');
    await expect(await canvas.findByRole('table', { name: /Αιτήσεις ανά πηγή/ })).toBeVisible();
  },
});

/** On a phone: the back office's bar wraps, and each weekly chart opens at its latest week. */
export const Mobile = meta.story({
  decorators: [atRoute('/admin/reports')],
  globals: { viewport: { value: 'mobile' } },
  beforeEach: ({ msw }) => {
    msw.use(reportsAnswer(full), trafficAnswer(fullTraffic));
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInAsAdmin(canvasElement);
    const chart = await canvas.findByRole('group', { name: /Αιτήσεις ανά εβδομάδα και φόρμα/ });
    await expect(chart.scrollLeft + chart.clientWidth).toBeGreaterThanOrEqual(chart.scrollWidth - 1);
    await expect(chart.scrollWidth).toBeGreaterThan(chart.clientWidth);
  },
});
