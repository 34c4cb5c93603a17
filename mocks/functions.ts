import { http } from 'msw';
import { createMetaConversionHandler } from '../supabase/functions/meta-conversion/handler';
import { mockSupabaseUrl } from './supabaseUrl';

// The real function, as the local backend runs it: without the pixel id and token it sends nothing
// and says it is not configured.
const metaConversion = createMetaConversionHandler({});

export const metaConversionHandler = http.post(`${mockSupabaseUrl}/functions/v1/meta-conversion`, ({ request }) => metaConversion(request));

/** Override for thank-you page stories: the function is configured and the Graph API accepts the event. */
export const metaConversionSent = http.post(`${mockSupabaseUrl}/functions/v1/meta-conversion`, ({ request }) =>
  createMetaConversionHandler({ pixelId: 'mock-pixel', accessToken: 'mock-token', fetch: async () => Response.json({ events_received: 1 }) })(request),
);

export const functionHandlers = [metaConversionHandler];
