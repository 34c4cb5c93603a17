// Supabase Edge Function entry (Deno), deployed with verify_jwt = false: pages and browsers post here without a token.
import { required } from '../_shared/platform.ts';
import { createPageEventsHandler } from './handler.ts';
import { postgrestPageEventsStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(
  createPageEventsHandler({
    store: postgrestPageEventsStore({ supabaseUrl: required('SUPABASE_URL'), serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY') }),
    // Only the site's own pages count: a branch preview (another origin) is never counted.
    siteOrigins: [required('SITE_ORIGIN')],
  }),
);
