/** What the build reads from the environment (vite.config.ts and .env.example); the browser only ever gets these. */
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
