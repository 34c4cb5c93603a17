import { http, HttpResponse } from 'msw';
import { storyBackendUrl } from '@cg/local-supabase/story';
import { createLeadIntakeHandler } from '../../supabase/functions/lead-intake/handler';
import { createSampleDownloadHandler } from '../../supabase/functions/sample-download/handler';
import { createLeadConversion } from '../../supabase/functions/_shared/leadConversion';
import type { IntakeStore } from '../../supabase/functions/_shared/intakeStore';

/**
 * Services failing, for the stories about what a visitor or an admin then sees: each replaces one endpoint of
 * the stories' backend with `msw.use(…)`. The functions' own handlers answer, over a store that fails as the
 * database would be unreachable or the visitor's connection over its limit.
 */

const siteOrigin = 'http://127.0.0.1:4173';
const unreachable: IntakeStore = {
  storeLead: async () => Promise.reject(new Error('down')),
  recordDownload: async () => Promise.reject(new Error('down')),
  registerForEvent: async () => Promise.reject(new Error('down')),
};
const throttled: IntakeStore = {
  storeLead: async () => ({ status: 'throttled', retryAfterSeconds: 540 }),
  recordDownload: async () => ({ status: 'throttled', retryAfterSeconds: 540 }),
  registerForEvent: async () => ({ status: 'throttled', retryAfterSeconds: 540 }),
};
const intakeOver = (store: IntakeStore) =>
  createLeadIntakeHandler({ store, siteOrigin, conversion: createLeadConversion({ log: () => undefined }), log: () => undefined });

/** The intake cannot reach the database. */
export const leadIntakeUnavailable = http.post(`${storyBackendUrl}/functions/v1/lead-intake`, ({ request }) =>
  intakeOver(unreachable)(request),
);

/** The intake refuses the request for good (a 4xx with its Greek reason): nothing to keep and send later. */
export const leadIntakeRefused = http.post(`${storyBackendUrl}/functions/v1/lead-intake`, () =>
  HttpResponse.json({ status: 'refused', message: 'Η φόρμα δεν αναγνωρίζεται.' }, { status: 400 }),
);

/** The visitor's connection has sent more than the intake takes. */
export const leadIntakeThrottled = http.post(`${storyBackendUrl}/functions/v1/lead-intake`, ({ request }) =>
  intakeOver(throttled)(request),
);

/** The download record cannot be kept (the download still goes on). */
export const downloadRecordFails = http.post(`${storyBackendUrl}/functions/v1/sample-download`, ({ request }) =>
  createSampleDownloadHandler({ store: unreachable, supabaseUrl: storyBackendUrl, siteOrigin, log: () => undefined })(request),
);

/** Supabase Auth is unreachable. */
export const authServerError = http.post(`${storyBackendUrl}/auth/v1/token`, () =>
  HttpResponse.json(
    {
      code: 'unexpected_failure',
      error_code: 'unexpected_failure',
      msg: 'Service unavailable',
      error: 'unexpected_failure',
      error_description: 'Service unavailable',
    },
    { status: 503 },
  ),
);

/** A sample PDF is missing from storage. */
export const samplePdfMissing = http.head(
  `${storyBackendUrl}/storage/v1/object/public/pdfs/*`,
  () => new HttpResponse(null, { status: 404 }),
);
