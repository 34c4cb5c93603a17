import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppClient } from '@cg/data';
import { createAdminQueryClient } from '../adminQueries';
import { AdminGate } from '../AdminGate';
import { ContentManager } from './ContentManager';

/** /admin/content: sign in, the role gate, and the content documents. The database decides; this mirrors it. */
export function AdminContentPage({ client }: { client: AppClient }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate client={client} view={(admin) => <ContentManager client={admin.client} />} />
    </QueryClientProvider>
  );
}
