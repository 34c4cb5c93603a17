import { AdminArticlesPage } from '../admin/AdminArticlesPage';
import { adminClient } from '../admin/adminClient';
import { backOfficeLinks } from '../admin/backOfficeLinks';
import { metaFor } from '../lib/routeMeta';
import type { Route } from './+types/admin-articles';

export const meta = metaFor('/admin/articles');

export const links = backOfficeLinks;

// Client-only: never prerendered with data. The SPA fallback shows the shell and a spinner until this has run.
export const clientLoader = () => ({ client: adminClient() });

export default function AdminArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminArticlesPage client={loaderData.client} />;
}
