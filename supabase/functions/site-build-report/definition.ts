// Called by the host's build command (scripts/reported-build.ts) with the anon key and SITE_BUILD_REPORT_SECRET: the
// platform checks the key, the handler the secret.
import { defineFunction } from '../_shared/defineFunction.ts';
import { serviceRpc } from '../_shared/serviceRpc.ts';
import { createSiteBuildReportHandler, LedgerUnavailable } from './handler.ts';

export default defineFunction({
  verifyJwt: true,
  create: (platform) => {
    const call = serviceRpc(platform, LedgerUnavailable);
    return createSiteBuildReportHandler({
      secret: platform.buildReportSecret,
      ledger: {
        start: async () => Number(await call('record_site_build_start', {})),
        end: async (build, succeeded, failure, document) =>
          (await call('record_site_build_end', { build, succeeded, failure: failure ?? null, document: document ?? null })) === true,
      },
      log: platform.log,
    });
  },
});
