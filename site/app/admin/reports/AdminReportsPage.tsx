import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppClient } from '@cg/data';
import { Section } from '@cg/ui';
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
      <Section>
        <AdminGate
          client={client}
          view={({ email, signOut }) => (
            <Stack space="xl">
              <AdminBar heading={text.heading} email={email} signOut={signOut} current="/admin/reports" />
              <ReportsView client={client} now={now} />
            </Stack>
          )}
        />
      </Section>
    </QueryClientProvider>
  );
}
