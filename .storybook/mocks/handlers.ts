import { http } from 'msw';
import { storyBackend, storyBackendUrl } from '@cg/local-supabase/story';

/**
 * Every Supabase request a story makes goes to the local backend running in the page (packages/local-supabase's
 * storyBackend.ts): the real migrations, row level security and functions over PGlite. Storybook loads this by default.
 */
export const handlers = [http.all(`${storyBackendUrl}/*`, async ({ request }) => (await storyBackend()).handle(request))];
