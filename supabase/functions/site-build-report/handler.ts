/**
 * site-build-report: the host's build command tells the back office how a build went (docs/decisions/036-content-as-
 * data.md). `{ "outcome": "started" }` answers 201 with the build's number; `{ "outcome": "succeeded" | "failed",
 * "build": n, … }` records its end once (200; 409 when that build has already ended or never began). The build proves
 * itself with SITE_BUILD_REPORT_SECRET in its own header, a secret of its own: the build's environment never holds the
 * service role key. No browser calls it, so it answers no preflight; the database's words never reach the caller.
 */
import { buildReportSchema, buildReportSecretHeader } from '../../../packages/data/src/siteBuildReport.ts';
import { sameSecret } from '../_shared/sameSecret.ts';
import { readJsonBody } from '../_shared/jsonBody.ts';
import { withSecurityHeaders } from '../_shared/securityHeaders.ts';

export type BuildLedger = {
  start(): Promise<number>;
  /** True when the build was still running: its end is recorded now. */
  end(build: number, succeeded: boolean, failure?: string, document?: string): Promise<boolean>;
};

/** The database could not answer: the build still ends as it would, only unreported. */
export class LedgerUnavailable extends Error {}

export const buildReportMessages = {
  badRequest: 'Η αναφορά της ανανέωσης δεν είναι έγκυρη.',
  refused: 'Η αναφορά της ανανέωσης δεν έγινε δεκτή.',
  notConfigured: 'Οι αναφορές των ανανεώσεων δεν έχουν ρυθμιστεί.',
  alreadyEnded: 'Αυτή η ανανέωση έχει ήδη ολοκληρωθεί ή δεν ξεκίνησε ποτέ.',
  unavailable: 'Η αναφορά δεν καταγράφηκε αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.',
} as const;

/** A report is a few dozen bytes; more is not read. */
const largestBody = 1024;

export function createSiteBuildReportHandler(config: { secret?: string; ledger: BuildLedger; log?: (message: string) => void }) {
  const log = config.log ?? ((message: string) => console.error(message));
  return withSecurityHeaders(async function handle(request: Request): Promise<Response> {
    const answer = (status: number, body: Record<string, unknown>) =>
      Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
    const refuse = (status: number, reason: keyof typeof buildReportMessages) =>
      answer(status, { status: reason, message: buildReportMessages[reason] });
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    if (!config.secret) return refuse(503, 'notConfigured');
    if (!sameSecret(request.headers.get(buildReportSecretHeader) ?? '', config.secret)) return refuse(401, 'refused');

    const parsed = await readJsonBody(request, buildReportSchema, largestBody);
    if (!parsed.ok) return refuse(parsed.status, 'badRequest');
    const report = parsed.value;

    try {
      if (report.outcome === 'started') return answer(201, { build: await config.ledger.start() });
      const recorded =
        report.outcome === 'succeeded'
          ? await config.ledger.end(report.build, true)
          : await config.ledger.end(report.build, false, report.failure, report.document);
      return recorded ? answer(200, { build: report.build, outcome: report.outcome }) : refuse(409, 'alreadyEnded');
    } catch (error) {
      if (!(error instanceof LedgerUnavailable)) throw error;
      log(`site-build-report: ${error.message}`);
      return refuse(503, 'unavailable');
    }
  });
}
