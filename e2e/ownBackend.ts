import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { freePort } from '../scripts/freePort';
import { e2eBackend } from './backend';

/**
 * A local backend of a test's own (its own port, data and settings), beside the run's shared one: for what must not
 * touch the others (the throttle as deployed) or is done to the backend itself (killed and started again mid-stream).
 * It keeps its data folder across a restart, as a real server keeps its disk.
 */
export type OwnBackend = {
  url: string;
  mailDir: string;
  /** What it printed as it last started (its settings among them). */
  startedWith(): string;
  /** SIGKILL: no goodbye, whatever it was doing. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
  /** Rows of `leads` whose e-mail starts with `prefix`, read as its admin. */
  leadsStartingWith(prefix: string): Promise<{ email: string; submission_id: string }[]>;
};

const admin = { email: 'own-admin@example.gr', password: 'own-admin-password-not-secret' };

export async function startOwnBackend(settings: Record<string, string> = {}): Promise<OwnBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cg-own-backend-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  let printed = '';

  const start = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOCAL_SUPABASE_DATA: dataDir,
        LOCAL_SUPABASE_PORT: String(port),
        LOCAL_ADMIN_EMAIL: admin.email,
        LOCAL_ADMIN_PASSWORD: admin.password,
        LOCAL_SITE_ORIGIN: 'http://127.0.0.1:4173',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the backend did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('Mail:')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => reject(new Error(`the backend stopped (${code}):\n${output}`)));
    });
    child = started;
    printed = output;
  };

  const exited = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await gone;
  };

  await start();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    mailDir: join(dataDir, 'mail'),
    startedWith: () => printed,
    kill: () => exited('SIGKILL'),
    restart: start,
    stop: async () => {
      await exited('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    async leadsStartingWith(prefix) {
      const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: e2eBackend.anonKey },
        body: JSON.stringify(admin),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const response = await fetch(
        `${url}/rest/v1/leads?select=email,submission_id&email=ilike.${encodeURIComponent(prefix)}*&limit=10000`,
        {
          headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
        },
      );
      return (await response.json()) as never;
    },
  };
}

/**
 * The pages of `context` send their leads to `backend` instead of the run's shared one: each request to lead-intake
 * goes on to it as it came, and its answer comes back as it went. While it is down, the page's request is refused as a
 * stopped server refuses a connection (and one in flight when it is killed fails the same way).
 */
export async function sendLeadsTo(
  context: BrowserContext,
  backend: OwnBackend,
  { whileInFlight }: { whileInFlight?: () => Promise<void> } = {},
) {
  await context.route('**/functions/v1/lead-intake', async (route) => {
    try {
      // A plain form post (no JavaScript yet) is answered 303: the browser follows it, as from the backend itself.
      const answer = route.fetch({ url: `${backend.url}/functions/v1/lead-intake`, maxRedirects: 0, maxRetries: 0, timeout: 30_000 });
      // Whatever the test does to the backend while the request is on its way (it kills it); the request's failure is
      // read below.
      answer.catch(() => undefined);
      await whileInFlight?.();
      const response = await answer;
      await route.fulfill({ response });
    } catch {
      await route.abort('connectionrefused').catch(() => undefined);
    }
  });
}
