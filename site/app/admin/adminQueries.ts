import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { AdminReadError } from '@cg/data';

/**
 * Reads (the role check, the article list) retry transient failures three times, waiting 1, 2, 4 s
 * and never more than 30 s, and stay fresh for five minutes (spec section 9). Writes never retry:
 * repeating one blindly could act twice.
 */
export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && (!(error instanceof AdminReadError) || error.transient),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export const adminKeys = {
  isAdmin: (userId: string) => ['admin', 'isAdmin', userId] as const,
  articles: ['admin', 'articles'] as const,
  articleVersions: (id: string) => ['admin', 'articles', 'versions', id] as const,
  events: ['admin', 'events'] as const,
  eventVersions: (id: string) => ['admin', 'events', 'versions', id] as const,
  content: ['admin', 'content'] as const,
  contentVersions: (key: string) => ['admin', 'content', 'versions', key] as const,
  siteBuilds: ['admin', 'site-builds'] as const,
  reports: (query: unknown) => ['admin', 'inbox', 'reports', query] as const,
  traffic: (query: unknown) => ['admin', 'inbox', 'traffic', query] as const,
  /** Everything of the inbox, so one change reloads it all. */
  inbox: ['admin', 'inbox'] as const,
  leads: (filters: unknown, page: number) => ['admin', 'inbox', 'leads', filters, page] as const,
  overdue: ['admin', 'inbox', 'overdue'] as const,
  lead: (id: string) => ['admin', 'inbox', 'lead', id] as const,
  history: (id: string) => ['admin', 'inbox', 'history', id] as const,
  downloads: (page: number) => ['admin', 'inbox', 'downloads', page] as const,
  privacyLog: ['admin', 'inbox', 'privacy-log'] as const,
};

/**
 * A list read again after a write, so it shows the write. A read still in flight began before the write, and during a
 * list's first load TanStack Query hands that read back instead of starting another (it cancels an in-flight read only
 * when the query already holds data): an event saved while the list first loaded never appeared in it. So any read in
 * flight is cancelled first, then the list is read anew.
 */
export async function reloadAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
