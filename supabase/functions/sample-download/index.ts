// Supabase Edge Function entry (Deno), deployed with verify_jwt = false (a plain HTML form posts here).
// SUPABASE_URL and SUPABASE_ANON_KEY are set by the platform; SITE_ORIGIN is the site's own origin.
import { createSampleDownloadHandler } from './handler.ts';

declare const Deno: { env: { get(name: string): string | undefined }; serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(
  createSampleDownloadHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL')!,
    anonKey: Deno.env.get('SUPABASE_ANON_KEY')!,
    siteOrigin: Deno.env.get('SITE_ORIGIN')!,
  }),
);
