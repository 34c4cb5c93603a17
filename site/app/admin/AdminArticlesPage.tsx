import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppClient } from '@cg/data';
import { createAdminQueryClient } from './adminQueries';
import { AdminGate } from './AdminGate';
import { ArticleManager } from './ArticleManager';

/** /admin/articles: sign in, the role gate, and the article manager. The database decides; this mirrors it. */
export function AdminArticlesPage({ client }: { client: AppClient }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate client={client} view={(admin) => <ArticleManager {...admin} />} />
    </QueryClientProvider>
  );
}
