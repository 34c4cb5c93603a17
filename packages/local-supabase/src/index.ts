export { startLocalSupabase, type LocalSupabaseOptions } from './server';
export { localJwtSecret } from './access';
export { signJwt, verifyJwt } from './jwt';
