import { createAppClient, type AppClient } from '@cg/data';
import { backend } from '../lib/backend';

let client: AppClient | undefined;

/** One Supabase client for the admin page, holding only the anon key; the session persists across reloads. */
export const adminClient = () => (client ??= createAppClient({ url: backend.url, anonKey: backend.anonKey }));
