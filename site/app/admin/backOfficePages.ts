import { adminTexts as text } from '@cg/content/adminTexts';
import type { BackOfficeNavItem } from '@cg/ui';

/** The back office's pages in its navigation; a person's requests are a view of the inbox. */
const pages = [
  {
    label: text.nav.leads,
    href: '/admin/leads',
    isCurrent: (path: string, view: string | null) => path === '/admin/leads' && view !== 'people',
  },
  { label: text.nav.reports, href: '/admin/reports', isCurrent: (path: string) => path === '/admin/reports' },
  {
    label: text.nav.people,
    href: '/admin/leads?view=people',
    isCurrent: (path: string, view: string | null) => path === '/admin/leads' && view === 'people',
  },
  { label: text.nav.articles, href: '/admin/articles', isCurrent: (path: string) => path === '/admin/articles' },
  { label: text.nav.events, href: '/admin/events', isCurrent: (path: string) => path === '/admin/events' },
  { label: text.nav.content, href: '/admin/content', isCurrent: (path: string) => path === '/admin/content' },
] as const;

/** The back office's start, where its brand leads: the inbox, where staff spend their day. */
export const backOfficeHome = '/admin/leads';

/** The navigation's items for the page at `pathname` and `search`, the current one marked. */
export function backOfficeNav(pathname: string, search: string): BackOfficeNavItem[] {
  const view = new URLSearchParams(search).get('view');
  return pages.map(({ label, href, isCurrent }) => ({ label, href, current: isCurrent(pathname, view) }));
}
