import { requestSiteRebuild, type AppClient } from '@cg/data';
import { showToast } from '@cg/ui';

/**
 * Asks for a rebuild of the prerendered public pages after a change they show. The pages read articles and events
 * live, so a refused or failed request only delays the static copy: staff are told in a quiet toast, titled `title`.
 * Content the pages only get from a build says so in words of its own (`failed`).
 */
export const rebuildPages = (client: AppClient, title: string, failed?: string) =>
  void requestSiteRebuild(client).then((result) => {
    if (!result.ok) showToast({ title, description: failed ?? result.message, tone: 'info' });
  });
