import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppClient } from '@cg/data';
import { Stack } from '@cg/ui/layout';
import { reportTexts as text } from '@cg/content/reportTexts';
import { AdminBar } from '../AdminBar';
import { AdminGate } from '../AdminGate';
import { createAdminQueryClient } from '../adminQueries';
import { ReportsView } from './ReportsView';

/** /admin/reports: sign in, the role gate, and the reports. The database aggregates and decides. */
export function AdminReportsPage({ client, now }: { client: AppClient /** Stories fix the clock. */; now?: number }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate
        client={client}
        view={() => (
          <Stack space="xl">
            <AdminBar heading={text.heading} />
            <ReportsView client={client} now={now} />
          </Stack>
        )}
      />
    </QueryClientProvider>
  );
}
