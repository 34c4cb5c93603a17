// Supabase Edge Function entry (Deno), deployed with verify_jwt = true: only signed-in callers reach it.
import { background, env, required } from '../_shared/platform.ts';
import { createBuildHook } from './buildHook.ts';
import { createSiteRebuildHandler } from './handler.ts';
import { rebuildSettingsFrom } from './settings.ts';
import { postgrestRebuildStore } from './store.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

const settings = rebuildSettingsFrom(env);

Deno.serve(
  createSiteRebuildHandler({
    store: postgrestRebuildStore({
      supabaseUrl: required('SUPABASE_URL'),
      anonKey: required('SUPABASE_ANON_KEY'),
      serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    }),
    hook: createBuildHook({ url: settings.hookUrl }),
    debounceSeconds: settings.debounceSeconds,
    allowedOrigins: [new URL(required('SITE_ORIGIN')).origin],
    background,
  }),
);
