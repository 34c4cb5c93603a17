import { authHandlers } from './auth';
import { functionHandlers } from './functions';
import { rpcHandler } from './intake';
import { restHandlers } from './rest';
import { storageHandlers } from './storage';

/** Every Supabase service the site calls, mocked; Storybook loads these by default. */
export const handlers = [rpcHandler, ...restHandlers, ...authHandlers, ...storageHandlers, ...functionHandlers];
