import { AdminContentPage } from '../admin/content/AdminContentPage';
import { adminClient } from '../admin/adminClient';
import { backOfficeLinks } from '../admin/backOfficeLinks';
import { metaFor } from '../lib/routeMeta';
import type { Route } from './+types/admin-content';

export const meta = metaFor('/admin/content');

export const links = backOfficeLinks;

// Client-only: never prerendered with data. The SPA fallback shows the shell and a spinner until this has run.
export const clientLoader = () => ({ client: adminClient() });

export default function AdminContentRoute({ loaderData }: Route.ComponentProps) {
  return <AdminContentPage client={loaderData.client} />;
}
