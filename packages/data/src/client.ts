import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { localBackend } from './backend';

export { localBackend };

export type AppClient = SupabaseClient<Database>;

type ViteEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };
const viteEnv = (): ViteEnv => (import.meta as { env?: ViteEnv }).env ?? {};

export type AppClientConfig = {
  url?: string;
  anonKey?: string;
  options?: SupabaseClientOptions<'public'>;
};

/**
 * The browser's only client: configured by VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, defaulting
 * to the local backend. It only ever holds the anon key; admins sign in on top of it.
 */
export function createAppClient({ url, anonKey, options }: AppClientConfig = {}): AppClient {
  const env = viteEnv();
  return createClient<Database>(
    url ?? env.VITE_SUPABASE_URL ?? localBackend.url,
    anonKey ?? env.VITE_SUPABASE_ANON_KEY ?? localBackend.anonKey,
    {
      ...options,
      auth: { persistSession: typeof window !== 'undefined', ...options?.auth },
    },
  );
}
