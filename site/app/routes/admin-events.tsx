import { AdminEventsPage } from '../admin/events/AdminEventsPage';
import { adminClient } from '../admin/adminClient';
import { backOfficeLinks } from '../admin/backOfficeLinks';
import { metaFor } from '../lib/routeMeta';
import type { Route } from './+types/admin-events';

export const meta = metaFor('/admin/events');

export const links = backOfficeLinks;

// Client-only: never prerendered with data. The SPA fallback shows the shell and a spinner until this has run.
export const clientLoader = () => ({ client: adminClient() });

export default function AdminEventsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminEventsPage client={loaderData.client} />;
}
