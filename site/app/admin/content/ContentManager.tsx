import { useState } from 'react';
import { Button, PlainTable } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import type { AppClient } from '@cg/data';
import type { ContentDocument } from '@cg/data/content';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { AdminBar } from '../AdminBar';
import { QueryState } from '../QueryState';
import { SiteBuildState } from '../SiteBuildState';
import * as css from '../admin.css';
import { ContentEditor } from './ContentEditor';
import { placeholdersLeft } from './placeholdersLeft';
import { useContentDocuments } from './useContentDocuments';

/**
 * The site's content documents (decision 036): each with what it still holds as a sample, and the one being edited.
 * Leaving the editor goes back to the list, with focus on the button that opened it.
 */
export function ContentManager({ client }: { client: AppClient }) {
  const documents = useContentDocuments(client);
  const [editing, setEditing] = useState<ContentDocument['key'] | null>(null);
  const opened = documents.data?.find((document) => document.key === editing);

  if (opened)
    return (
      <ContentEditor
        client={client}
        document={opened}
        onClose={() => {
          setEditing(null);
          void documents.refetch();
        }}
      />
    );

  return (
    <Stack space="lg">
      <AdminBar heading={text.heading} />
      <p className={css.muted}>{text.intro}</p>
      <SiteBuildState client={client} />
      <QueryState query={documents} loading={text.loading} failed={text.listHeading}>
        {(listed) => (
          <div className={css.gridChild}>
            <PlainTable
              region={text.listHeading}
              caption={text.listHeading}
              columns={[text.columns.title, text.columns.placeholders, text.columns.action]}
              empty={text.noVersion}
              rows={listed.map((document) => ({
                id: document.key,
                cells: [
                  document.title,
                  String(placeholdersLeft(document, document.draft).length),
                  // The row's title is beside it: written again in the button, it made the table wider than a phone.
                  <Button
                    key="edit"
                    tone="secondary"
                    size="sm"
                    aria-label={text.edit(document.title)}
                    onClick={() => setEditing(document.key)}
                  >
                    {text.editShort}
                  </Button>,
                ],
              }))}
            />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
