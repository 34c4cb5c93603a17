import { describe, expect, it, vi } from 'vitest';
import { createBuildHook } from './buildHook';
import { createSiteRebuildHandler } from './handler';
import { rebuildSettingsFrom } from './settings';
import { RebuildUnavailable, type CallerRole, type RebuildStore } from './store';

const site = 'https://www.example.gr';

/** A store like the migration's: each request is newer than the last, and only the newest claims, once. */
const serviceRoleKey = 'service-role-key';

function setup({
  role = 'admin',
  debounceSeconds = 30,
  contentDue = false,
}: {
  role?: CallerRole | Error;
  debounceSeconds?: number;
  contentDue?: boolean;
} = {}) {
  let newest = 0;
  let claimed = 0;
  const store: RebuildStore = {
    roleOf: async () => {
      if (role instanceof Error) throw role;
      return role;
    },
    request: async () => String(++newest),
    claim: async (requested) => {
      if (Number(requested) !== newest || claimed === newest) return false;
      claimed = newest;
      return true;
    },
    contentDue: async () => contentDue,
  };
  const hook = vi.fn(async () => 'sent' as const);
  // Time stands still until the test lets it pass.
  const sleepers: (() => void)[] = [];
  const slept: number[] = [];
  const sleep = (milliseconds: number) => {
    slept.push(milliseconds);
    return new Promise<void>((resolve) => sleepers.push(resolve));
  };
  const tasks: Promise<unknown>[] = [];
  const handle = createSiteRebuildHandler({
    store,
    serviceRoleKey,
    hook,
    debounceSeconds,
    allowedOrigins: [site],
    sleep,
    background: (task) => void tasks.push(task),
    log: () => undefined,
  });
  const passTime = async () => {
    sleepers.splice(0).forEach((wake) => wake());
    await Promise.all(tasks);
  };
  return { handle, hook, passTime, slept };
}

const ask = (headers: Record<string, string> = { Authorization: 'Bearer admin-token' }, method = 'POST') =>
  new Request('http://backend.test/functions/v1/site-rebuild', { method, headers: { Origin: site, ...headers } });

describe('site-rebuild', () => {
  it('answers an admin at once and calls the build hook after the quiet time', async () => {
    const { handle, hook, passTime, slept } = setup();
    const response = await handle(ask());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'scheduled', debounceSeconds: 30 });
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
    expect(hook).not.toHaveBeenCalled();
    expect(slept).toEqual([30_000]);
    await passTime();
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('turns a burst of changes into one build', async () => {
    const { handle, hook, passTime } = setup();
    for (let change = 0; change < 5; change += 1) expect((await handle(ask())).status).toBe(202);
    await passTime();
    expect(hook).toHaveBeenCalledTimes(1);
    // A change after that build is a build of its own.
    await handle(ask());
    await passTime();
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it('refuses callers without a session (401) and signed-in non-admins (403), in Greek, building nothing', async () => {
    for (const [role, headers, status] of [
      ['admin', {}, 401],
      ['admin', { Authorization: 'Basic x' }, 401],
      ['signed-out', undefined, 401],
      ['not-admin', undefined, 403],
    ] as const) {
      const { handle, hook, passTime } = setup({ role });
      const response = await handle(ask(headers));
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(/[Α-Ω]/);
      await passTime();
      expect(hook).not.toHaveBeenCalled();
    }
  });

  it('on its schedule (the service role key), builds only when a version published for later has gone live since the last build', async () => {
    const quiet = setup({ role: 'not-admin' });
    const nothing = await quiet.handle(ask({ Authorization: `Bearer ${serviceRoleKey}` }));
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toEqual({ status: 'nothing-due' });
    await quiet.passTime();
    expect(quiet.hook).not.toHaveBeenCalled();

    const due = setup({ role: 'not-admin', contentDue: true });
    expect((await due.handle(ask({ Authorization: `Bearer ${serviceRoleKey}` }))).status).toBe(202);
    await due.passTime();
    expect(due.hook).toHaveBeenCalledTimes(1);
    // A key that is almost the service role's is a caller like any other: its role decides (here, not an admin).
    expect((await due.handle(ask({ Authorization: `Bearer ${serviceRoleKey}x` }))).status).toBe(403);
  });

  it('answers 503 in Greek, quoting nothing, when the database cannot be reached', async () => {
    const { handle } = setup({ role: new RebuildUnavailable('PostgREST unreachable: ECONNREFUSED 10.0.0.1') });
    const response = await handle(ask());
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toContain('Δοκιμάστε ξανά');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('takes POST only, answers the preflight of the site alone', async () => {
    const { handle } = setup();
    expect((await handle(ask(undefined, 'GET'))).status).toBe(405);
    const preflight = await handle(ask(undefined, 'OPTIONS'));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const elsewhere = await handle(ask({ Origin: 'https://evil.example', Authorization: 'Bearer admin-token' }, 'OPTIONS'));
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('build hook', () => {
  it('posts once to the secret URL and never logs it', async () => {
    const lines: string[] = [];
    const send = vi.fn(async () => new Response(null, { status: 200 }));
    const hook = createBuildHook({ url: 'https://api.netlify.com/build_hooks/secret-id', fetch: send, log: (line) => lines.push(line) });
    expect(await hook()).toBe('sent');
    expect(send).toHaveBeenCalledWith('https://api.netlify.com/build_hooks/secret-id', expect.objectContaining({ method: 'POST' }));
    expect(lines.join('\n')).not.toContain('secret-id');
  });

  it('is a logged dry run without a URL, and a logged failure when the host refuses or cannot be reached', async () => {
    const lines: string[] = [];
    expect(await createBuildHook({ log: (line) => lines.push(line) })()).toBe('dry-run');
    expect(lines[0]).toContain('dry run');
    expect(
      await createBuildHook({
        url: 'https://hooks.example/x',
        fetch: async () => new Response(null, { status: 500 }),
        log: () => undefined,
      })(),
    ).toBe('failed');
    expect(
      await createBuildHook({
        url: 'https://hooks.example/x',
        fetch: async () => Promise.reject(new TypeError('offline')),
        log: () => undefined,
      })(),
    ).toBe('failed');
  });
});

describe('settings', () => {
  it('reads the hook and the quiet time, and stops on a bad value', () => {
    expect(rebuildSettingsFrom(() => undefined)).toEqual({ hookUrl: undefined, debounceSeconds: 30 });
    const values: Record<string, string> = {
      SITE_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
      SITE_BUILD_HOOK_DEBOUNCE_SECONDS: '5',
    };
    expect(rebuildSettingsFrom((name) => values[name])).toEqual({ hookUrl: values.SITE_BUILD_HOOK_URL, debounceSeconds: 5 });
    expect(() => rebuildSettingsFrom((name) => ({ SITE_BUILD_HOOK_URL: 'http://plain.example' })[name])).toThrow(/https/);
    expect(() => rebuildSettingsFrom((name) => ({ SITE_BUILD_HOOK_DEBOUNCE_SECONDS: '600' })[name])).toThrow(/120/);
    expect(() => rebuildSettingsFrom((name) => ({ SITE_BUILD_HOOK_DEBOUNCE_SECONDS: '-1' })[name])).toThrow();
  });
});
