/**
 * What the host's build command reports to the `site-build-report` function (docs/decisions/036-content-as-data.md):
 * that a build began, and how it ended. A failure names why from a fixed list (the database refuses any other), and a
 * document the build refused by its key; the back office words each in Greek. Nothing else travels: no log line, no
 * address, no stack.
 */
import * as v from 'valibot';

export const buildFailures = ['content-unreadable', 'content-invalid', 'launch-check', 'build-error'] as const;
export type BuildFailure = (typeof buildFailures)[number];

/** The header that carries the build's report secret (SITE_BUILD_REPORT_SECRET); Authorization carries the anon key. */
export const buildReportSecretHeader = 'x-site-build-secret';

export const buildReportSchema = v.variant('outcome', [
  v.strictObject({ outcome: v.literal('started') }),
  v.strictObject({ outcome: v.literal('succeeded'), build: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) }),
  v.strictObject({
    outcome: v.literal('failed'),
    build: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    failure: v.picklist(buildFailures),
    document: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))),
  }),
]);
export type BuildReport = v.InferOutput<typeof buildReportSchema>;
