import { refreshCompany } from './companyFacts.ts';
import type { FunctionPlatform } from './functionPlatform.ts';

export type EdgeFunction = (request: Request) => Promise<Response>;

/**
 * One Edge Function, described once in its folder's `definition.ts`: how its handler is built from the platform, whether
 * the platform verifies a caller's JWT before it runs (`verify_jwt` in supabase/config.toml, which a test holds to
 * this), and when pg_cron calls it, if it does. Deno's entry (index.ts, the same lines in every folder), the local
 * backend, the deploy plan and the schedule all read this.
 */
export type FunctionDefinition = {
  verifyJwt: boolean;
  /** pg_cron's schedule (five fields, UTC): the function is then called with the service role key, and decides itself whether there is work. */
  schedule?: string;
  create(platform: FunctionPlatform): EdgeFunction;
};

/**
 * Every function reads the company's published facts (at most once a minute) before it answers, so what it writes
 * (an e-mail's phone, a form page's footer) follows what staff publish without a deploy.
 */
export const defineFunction = (definition: FunctionDefinition): FunctionDefinition => ({
  ...definition,
  create: (platform) => {
    const handler = definition.create(platform);
    return async (request) => {
      await refreshCompany({
        supabaseUrl: platform.supabaseUrl,
        anonKey: platform.anonKey,
        fetch: platform.fetch ?? fetch,
        log: platform.log ?? console.warn,
      });
      return handler(request);
    };
  },
});
