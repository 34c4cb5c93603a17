/**
 * The static host's build hook: one empty POST to a secret URL, as Netlify's and Cloudflare Pages'
 * deploy hooks take it; without one, a logged dry run. The URL is a secret, so no log line quotes it.
 */
export type BuildHook = () => Promise<'sent' | 'dry-run' | 'failed'>;

export function createBuildHook({
  url,
  fetch: send = (...args) => fetch(...args),
  log = (line: string) => console.info(line),
}: {
  url?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}): BuildHook {
  return async () => {
    if (!url) {
      log('site rebuild dry run, not configured (SITE_BUILD_HOOK_URL): the prerendered pages would be built now');
      return 'dry-run';
    }
    try {
      const answer = await send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      await answer.body?.cancel().catch(() => undefined);
      log(answer.ok ? 'site rebuild: the build hook accepted' : `site rebuild failed: the build hook answered ${answer.status}`);
      return answer.ok ? 'sent' : 'failed';
    } catch (error) {
      log(`site rebuild failed: the build hook is unreachable (${error instanceof Error ? error.name : 'error'})`);
      return 'failed';
    }
  };
}
