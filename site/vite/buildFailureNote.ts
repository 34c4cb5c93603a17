import { writeFileSync } from 'node:fs';
import type { BuildFailure } from '../../packages/data/src/siteBuildReport.ts';

/**
 * Why a build stopped, for the host's build command to report (scripts/reported-build.ts names the file in
 * SITE_BUILD_FAILURE_FILE): what stops it on purpose says why here, before it throws. Without the variable (a build run
 * by hand) nothing is written.
 */
export function noteBuildFailure(failure: BuildFailure, document?: string): void {
  const file = process.env.SITE_BUILD_FAILURE_FILE;
  if (file) writeFileSync(file, JSON.stringify(document ? { failure, document } : { failure }));
}
