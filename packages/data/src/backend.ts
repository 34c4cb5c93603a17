/**
 * The local backend (packages/local-supabase) listens where the Supabase CLI's stack would, and
 * accepts the CLI's published demo anon key: a public value for local development, not a secret.
 * Kept apart from the client so a page can know the backend's address without loading supabase-js.
 */
export const localBackend = {
  url: 'http://127.0.0.1:54321',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const;

/** An Edge Function's address on a Supabase project (or the local backend). */
export const functionUrl = (supabaseUrl: string, name: string) => `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`;

/** The backend a build reads: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY when set (empty counts as unset), the local backend otherwise. */
export const backendFrom = (env: (name: string) => string | undefined) => ({
  url: env('VITE_SUPABASE_URL') || localBackend.url,
  anonKey: env('VITE_SUPABASE_ANON_KEY') || localBackend.anonKey,
});
