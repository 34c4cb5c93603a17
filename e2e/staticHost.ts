// The static host's side of a rebuild, played by the test: the backend calls its build hook (the e2e backend's
// LOCAL_BUILD_HOOK_URL), the host builds the site as a deployment does, with the backend answering, and serves the
// new build. Only the spec that runs after every other (playwright.config.ts, project "last") uses it: a build
// beside other specs would prerender articles they are creating and deleting.
import { type ChildProcess, spawn } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the site's node_modules, as the built-site test's own build: the server half must resolve the site's packages.
const rebuildDir = `${root}site/node_modules/.cache/e2e-rebuild`;
const buildHookPort = 4180;
const rebuiltSitePort = 4181;

/** Where the e2e backend sends its build hook (e2e/backend.ts). */
export const e2eBuildHookUrl = `http://127.0.0.1:${buildHookPort}/build-hook`;

/** Resolves on the next call of the build hook, answered as a host's deploy hook answers it. */
export function nextBuildHookCall(): { called: Promise<void>; close: () => Promise<void> } {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const called = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  const server = createServer((request, response) => {
    request.resume();
    const accepted = request.method === 'POST' && request.url === '/build-hook';
    response.writeHead(accepted ? 200 : 404, { 'Content-Type': 'application/json' }).end(accepted ? '{"job":"e2e"}' : '{}');
    if (accepted) resolve();
  });
  server.on('error', (error) => reject(new Error(`the build hook could not listen on ${buildHookPort}: ${error.message}`)));
  server.listen(buildHookPort, '127.0.0.1');
  return { called, close: () => new Promise((done) => (server.listening ? server.close(() => done()) : done())) };
}

/**
 * Builds the site as the host does on a hook: its build command (`pnpm build:reported`, which reports to the back office
 * with the report secret in `env`), into a folder of its own that replaces the served one only when the build
 * succeeds; a failed build leaves the last good site served, as Cloudflare Pages keeps the last good deployment.
 */
export function buildSite(env: Record<string, string> = {}): Promise<void> {
  const next = `${rebuildDir}-next`;
  rmSync(next, { recursive: true, force: true });
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/reported-build.ts'], {
    cwd: root,
    env: { ...process.env, ...env, SITE_BUILD_DIR: next },
    stdio: 'pipe',
  });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    build.on('close', (status) => {
      if (status !== 0) {
        rmSync(next, { recursive: true, force: true });
        reject(new Error(`the rebuild failed (${status}):\n${output.slice(-3000)}`));
        return;
      }
      rmSync(rebuildDir, { recursive: true, force: true });
      renameSync(next, rebuildDir);
      resolve();
    }),
  );
}

/** Serves the new build as the host does (scripts/serve-site.ts); resolves with its origin once it answers. */
export async function serveBuild(): Promise<{ origin: string; stop: () => void }> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-site.ts', String(rebuiltSitePort)], {
    cwd: root,
    env: { ...process.env, SITE_DIR: `${rebuildDir}/client` },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${rebuiltSitePort}`;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the rebuilt site's server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok)
        return { origin, stop: () => (server.kill('SIGTERM'), rmSync(rebuildDir, { recursive: true, force: true })) };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the rebuilt site was not served within 15 s');
}
