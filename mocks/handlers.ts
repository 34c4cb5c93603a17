import { restHandlers } from './rest';

/** Every Supabase service the site calls, mocked; Storybook loads these by default. */
export const handlers = [...restHandlers];
