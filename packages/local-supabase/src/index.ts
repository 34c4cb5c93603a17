export { startLocalSupabase, localJwtSecret, type LocalSupabaseOptions } from './server';
export { signJwt, verifyJwt } from './jwt';
