// `pnpm build:reported`: the host's build command (Cloudflare Pages' build settings, and the deploy's own build). It
// builds the site as `pnpm build` does and tells the back office how it went (the site-build-report function): that it
// began, then that it succeeded or failed and why (what stopped it on purpose writes why to SITE_BUILD_FAILURE_FILE:
// a content document that no longer matches its schema, the published content unreadable, the launch check). The
// build's own outcome is this command's: a report that cannot be sent is logged and never fails or passes a build.
// Without SITE_BUILD_REPORT_SECRET the build runs unreported and says so.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { backendFrom, functionUrl } from '@cg/data/backend';
import { buildFailures, buildReportSecretHeader, type BuildFailure, type BuildReport } from '@cg/data/siteBuildReport';

const siteDir = fileURLToPath(new URL('../site', import.meta.url));

const failureNote = v.object({ failure: v.picklist(buildFailures), document: v.optional(v.string()) });

type Reporter = (report: BuildReport) => Promise<{ build?: number } | null>;

/** Sends one report; null (and a log line without the secret or the address's key) when it cannot. */
export function reporterFor(env: Record<string, string | undefined>, send: typeof fetch = fetch): Reporter | null {
  const secret = env.SITE_BUILD_REPORT_SECRET;
  if (!secret) return null;
  const backend = backendFrom((name) => env[name]);
  return async (report) => {
    try {
      const response = await send(functionUrl(backend.url, 'site-build-report'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          [buildReportSecretHeader]: secret,
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { build?: number; message?: string };
      if (response.ok) return body;
      console.warn(`build report (${report.outcome}) not recorded: ${response.status} ${body.message ?? ''}`);
    } catch (error) {
      console.warn(`build report (${report.outcome}) not sent: ${error instanceof Error ? error.name : 'error'}`);
    }
    return null;
  };
}

/** Why the build failed, from its note; an error of the build itself when it left none (or one this code cannot read). */
export function failureFrom(noteFile: string): { failure: BuildFailure; document?: string } {
  try {
    const parsed = v.safeParse(failureNote, JSON.parse(readFileSync(noteFile, 'utf8')));
    if (parsed.success) return parsed.output;
  } catch {
    // no note: the build failed by itself
  }
  return { failure: 'build-error' };
}

/** Runs `pnpm build` in the site with the report around it; resolves with the build's exit status. */
export async function reportedBuild(env: Record<string, string | undefined> = process.env): Promise<number> {
  const report = reporterFor(env);
  if (!report) console.warn('build: SITE_BUILD_REPORT_SECRET is not set, so the back office will not see how this build went.');
  const build = (await report?.({ outcome: 'started' }))?.build;
  const notes = mkdtempSync(join(tmpdir(), 'site-build-'));
  const noteFile = join(notes, 'failure.json');
  try {
    const status = await new Promise<number>((resolve) => {
      const child = spawn('pnpm', ['build'], { cwd: siteDir, env: { ...env, SITE_BUILD_FAILURE_FILE: noteFile }, stdio: 'inherit' });
      child.on('close', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
    if (report && build)
      await report(status === 0 ? { outcome: 'succeeded', build } : { outcome: 'failed', build, ...failureFrom(noteFile) });
    return status;
  } finally {
    rmSync(notes, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(await reportedBuild());
