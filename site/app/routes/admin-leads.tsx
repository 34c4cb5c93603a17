import { adminClient } from '../admin/adminClient';
import { AdminLeadsPage } from '../admin/leads/AdminLeadsPage';
import { backOfficeLinks } from '../admin/backOfficeLinks';
import { metaFor } from '../lib/routeMeta';
import type { Route } from './+types/admin-leads';

export const meta = metaFor('/admin/leads');

export const links = backOfficeLinks;

// Client-only, like /admin/articles: never prerendered with data; the SPA fallback shows the shell first.
export const clientLoader = () => ({ client: adminClient() });

export default function AdminLeadsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLeadsPage client={loaderData.client} />;
}
