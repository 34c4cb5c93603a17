import { adminClient } from '../admin/adminClient';
import { AdminReportsPage } from '../admin/reports/AdminReportsPage';
import { backOfficeLinks } from '../admin/backOfficeLinks';
import { metaFor } from '../lib/routeMeta';
import type { Route } from './+types/admin-reports';

export const meta = metaFor('/admin/reports');

export const links = backOfficeLinks;

// Client-only, like /admin/articles: never prerendered with data; the SPA fallback shows the shell first.
export const clientLoader = () => ({ client: adminClient() });

export default function AdminReportsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage client={loaderData.client} />;
}
