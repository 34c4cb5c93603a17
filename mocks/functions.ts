import { http } from 'msw';
import { createLeadIntakeHandler } from '../supabase/functions/lead-intake/handler';
import { createSampleDownloadHandler } from '../supabase/functions/sample-download/handler';
import { createSiteRebuildHandler } from '../supabase/functions/site-rebuild/handler';
import type { RebuildStore } from '../supabase/functions/site-rebuild/store';
import { callerFrom } from './caller';
import { postgrestIntakeStore } from '../supabase/functions/_shared/intakeStore';
import { createLeadConversion } from '../supabase/functions/_shared/leadConversion';
import { createLeadNotifier } from '../supabase/functions/_shared/leadEmail';
import { defaultIntakeLimits, type IntakeLimits } from '../supabase/functions/_shared/settings';
import { answerRpc } from './intake';
import { mockDatabase } from './store';
import { mockServiceRoleKey, mockSupabaseUrl } from './supabaseUrl';

/** The throttle the mocked functions apply; a test may raise it (the local backend takes INTAKE_LIMIT). */
export const mockIntakeLimits: IntakeLimits = { ...defaultIntakeLimits };

/** The site the mocked functions send plain forms back to. */
const siteOrigin = 'http://127.0.0.1:4173';

// The real handlers, as the local backend and Supabase run them: they write through the mocked
// PostgREST RPC with the mocked service role key, and each conversion is a dry run whose one line is
// kept in mockDatabase.conversions.
const store = postgrestIntakeStore({
  supabaseUrl: mockSupabaseUrl,
  serviceRoleKey: mockServiceRoleKey,
  get limits() {
    return mockIntakeLimits;
  },
  fetch: async (input, init) => {
    const request = new Request(input, init);
    return answerRpc(request, new URL(request.url).pathname.split('/').pop()!);
  },
});

const leadIntake = createLeadIntakeHandler({
  store,
  siteOrigin,
  conversion: createLeadConversion({ log: (line) => void mockDatabase.conversions.push(line) }),
  notify: createLeadNotifier({
    mailer: async (message) => {
      mockDatabase.mails.push({ to: message.to, subject: message.subject, text: message.text });
      return 'sent';
    },
    siteOrigin,
    settings: { to: ['leads@example.gr'] },
    log: () => undefined,
  }),
  background: (task) => void task,
  log: () => undefined,
});
const sampleDownload = createSampleDownloadHandler({ store, supabaseUrl: mockSupabaseUrl, siteOrigin, log: () => undefined });

// private.site_rebuild as the migration keeps it: only the newest request claims the build, once.
const rebuildStore: RebuildStore = {
  roleOf: async (bearer) => {
    const caller = callerFrom(new Request(mockSupabaseUrl, { headers: { authorization: `Bearer ${bearer}` } }));
    return caller.role !== 'authenticated' ? 'signed-out' : caller.isAdmin ? 'admin' : 'not-admin';
  },
  request: async () => String(++mockDatabase.siteRebuild.requested),
  claim: async (requested) => {
    const state = mockDatabase.siteRebuild;
    if (Number(requested) !== state.requested || state.claimed === state.requested) return false;
    state.claimed = state.requested;
    return true;
  },
};
const siteRebuild = createSiteRebuildHandler({
  store: rebuildStore,
  hook: async () => {
    mockDatabase.siteRebuild.builds += 1;
    return 'sent';
  },
  debounceSeconds: 0,
  allowedOrigins: [],
  background: (task) => void task,
  log: () => undefined,
});

export const leadIntakeHandler = http.all(`${mockSupabaseUrl}/functions/v1/lead-intake`, ({ request }) => leadIntake(request));
export const sampleDownloadHandler = http.all(`${mockSupabaseUrl}/functions/v1/sample-download`, ({ request }) => sampleDownload(request));

/** Override for error stories: the intake cannot reach the database. */
export const leadIntakeUnavailable = http.post(`${mockSupabaseUrl}/functions/v1/lead-intake`, ({ request }) =>
  createLeadIntakeHandler({
    store: { storeLead: async () => Promise.reject(new Error('down')), recordDownload: async () => Promise.reject(new Error('down')) },
    siteOrigin,
    conversion: createLeadConversion({ log: () => undefined }),
    log: () => undefined,
  })(request),
);

/** Override for stories: the visitor's connection has sent more than the intake takes. */
export const leadIntakeThrottled = http.post(`${mockSupabaseUrl}/functions/v1/lead-intake`, ({ request }) =>
  createLeadIntakeHandler({
    store: {
      storeLead: async () => ({ status: 'throttled', retryAfterSeconds: 540 }),
      recordDownload: async () => ({ status: 'throttled', retryAfterSeconds: 540 }),
    },
    siteOrigin,
    conversion: createLeadConversion({ log: () => undefined }),
    log: () => undefined,
  })(request),
);

/** Override for download stories: the download record cannot be kept (the download still goes on). */
export const downloadRecordFails = http.post(`${mockSupabaseUrl}/functions/v1/sample-download`, ({ request }) =>
  createSampleDownloadHandler({
    store: { storeLead: async () => Promise.reject(new Error('down')), recordDownload: async () => Promise.reject(new Error('down')) },
    supabaseUrl: mockSupabaseUrl,
    siteOrigin,
    log: () => undefined,
  })(request),
);

export const siteRebuildHandler = http.all(`${mockSupabaseUrl}/functions/v1/site-rebuild`, ({ request }) => siteRebuild(request));

export const functionHandlers = [leadIntakeHandler, sampleDownloadHandler, siteRebuildHandler];
