import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppClient } from '@cg/data';
import { createAdminQueryClient } from '../adminQueries';
import { AdminGate } from '../AdminGate';
import { EventManager } from './EventManager';

/** /admin/events: sign in, the role gate, and the event manager. The database decides; this mirrors it. */
export function AdminEventsPage({ client, now }: { client: AppClient; now?: () => number }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate client={client} view={(admin) => <EventManager client={admin.client} now={now} />} />
    </QueryClientProvider>
  );
}
