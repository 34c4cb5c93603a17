import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppClient } from '@cg/data';
import { SectionNav } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { AdminBar } from '../AdminBar';
import { AdminGate, type AdminView } from '../AdminGate';
import { createAdminQueryClient } from '../adminQueries';
import { DownloadsView } from './DownloadsView';
import { inboxTexts as text } from '@cg/content/inboxTexts';
import { inboxSearch, readInboxParams, type InboxParams } from './inboxParams';
import { LeadsView } from './LeadsView';
import { PersonRequestsView } from './PersonRequestsView';
import { PushSettings } from '../push/PushSettings';

/** The inbox once the gate has let an admin in: its bar, its three views, and the view the address names. */
function LeadInbox({ client, userId }: Parameters<AdminView>[0]) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = readInboxParams(location.search);
  // Opening a lead or a page is a step back can undo; closing a lead replaces it.
  const go = (next: Partial<InboxParams>) =>
    void navigate(
      { pathname: location.pathname, search: inboxSearch({ ...params, ...next }) },
      { replace: next.lead === '' && Boolean(params.lead) && Object.keys(next).length === 1 },
    );
  return (
    <Stack space="xl">
      <AdminBar heading={text.heading} />
      <PushSettings client={client} />
      <SectionNav
        label={text.views.label}
        items={[
          { label: text.views.leads, href: '/admin/leads', current: params.view === 'leads' },
          { label: text.views.downloads, href: `/admin/leads${inboxSearch({ view: 'downloads' })}`, current: params.view === 'downloads' },
          { label: text.views.people, href: `/admin/leads${inboxSearch({ view: 'people' })}`, current: params.view === 'people' },
        ]}
      />
      {params.view === 'downloads' ? (
        <DownloadsView client={client} params={params} />
      ) : params.view === 'people' ? (
        <PersonRequestsView client={client} />
      ) : (
        <LeadsView client={client} userId={userId} params={params} go={go} />
      )}
    </Stack>
  );
}

/** /admin/leads: sign in, the role gate, and the lead inbox. The database decides; this mirrors it. */
export function AdminLeadsPage({ client }: { client: AppClient }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate client={client} view={(admin) => <LeadInbox {...admin} />} />
    </QueryClientProvider>
  );
}
