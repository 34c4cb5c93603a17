import type { MouseEvent } from 'react';
import { privacyNotice } from '@cg/content/navigation';

/**
 * The privacy link once hydrated: the specification's alert instead of navigating. Before hydration
 * the link leads to the prerendered /privacy page, which carries the same notice.
 */
export function showPrivacyNotice(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.alert(privacyNotice);
}
