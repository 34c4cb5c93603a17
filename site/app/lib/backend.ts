import { functionUrl, localBackend } from '@cg/data/backend';

/**
 * The Supabase project the browser talks to: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build
 * time, the local backend otherwise. Only ever the anon key. Importing this loads no client code.
 */
export const backend = {
  url: import.meta.env.VITE_SUPABASE_URL || localBackend.url,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || localBackend.anonKey,
} as const;

/** Where lead forms post before hydration or without JavaScript. */
export const leadIntakeUrl = functionUrl(backend.url, 'lead-intake');

/** Where the sample download form posts before hydration or without JavaScript. */
export const sampleDownloadUrl = functionUrl(backend.url, 'sample-download');
/** Where a registrant's cancel page posts their token (issue 54). */
export const eventRegistrationUrl = functionUrl(backend.url, 'event-registration');
