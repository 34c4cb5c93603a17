import { authHandlers } from './auth';
import { functionHandlers } from './functions';
import { restHandlers } from './rest';
import { storageHandlers } from './storage';

/** Every Supabase service the site calls, mocked; Storybook loads these by default. */
export const handlers = [...restHandlers, ...authHandlers, ...storageHandlers, ...functionHandlers];
