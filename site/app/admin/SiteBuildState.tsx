import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, LoadingState } from '@cg/ui';
import { Card, Heading, Inline } from '@cg/ui/layout';
import { AdminReadError, readSiteBuildStatus, requestSiteRebuild, type AppClient } from '@cg/data';
import { siteBuildTexts as text } from '@cg/content/siteBuildTexts';
import { adminKeys } from './adminQueries';
import { useContentDocuments } from './content/useContentDocuments';
import { siteBuildNotice } from './siteBuildNotice';
import * as css from './admin.css';

/** Read again this often while a build runs or a rebuild waits for one. */
const whileChangingMs = 15_000;

const readStatus = async (client: AppClient) => {
  const result = await readSiteBuildStatus(client);
  if (!result.ok) throw new AdminReadError(result.message, 0);
  return result.data;
};

const badgeTones = { neutral: 'neutral', busy: 'highlight', positive: 'positive', critical: 'critical' } as const;

/**
 * Whether the public pages show what staff published (decision 036): the newest build as the host reported it, why it
 * failed in words, which pages visitors still see, and a new build on request. Its lines are a polite live region, so a
 * build that ends while staff work is read out once. Shown wherever staff publish (content, articles, events): each
 * publish asks for the same rebuild.
 */
export function SiteBuildState({ client }: { client: AppClient }) {
  const status = useQuery({
    queryKey: adminKeys.siteBuilds,
    queryFn: () => readStatus(client),
    refetchInterval: (query) =>
      query.state.data && siteBuildNotice(query.state.data, { now: Date.now(), titleOf: () => undefined }).changing
        ? whileChangingMs
        : false,
  });
  // A failure that names a document is told by the document's title, read only then (the content page has it already).
  const failedDocument = status.data?.latest?.document ?? null;
  const documents = useContentDocuments(client, { enabled: failedDocument !== null });
  const titleOf = (key: string) => documents.data?.find((document) => document.key === key)?.title;
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const notice = status.data ? siteBuildNotice(status.data, { now: status.dataUpdatedAt, titleOf }) : null;

  const askAgain = async () => {
    if (asking) return;
    setAsking(true);
    const result = await requestSiteRebuild(client);
    setAsking(false);
    setAsked(result.ok ? text.asked : text.notAsked);
    if (result.ok) void status.refetch();
  };

  return (
    <Card as="section" aria-labelledby="site-build-state" padding="lg" space="sm" tone="subtle">
      <Inline space="sm" align="spaceBetween">
        <Heading level={2} id="site-build-state">
          {text.heading}
        </Heading>
        {notice && notice.tone !== 'neutral' ? <Badge tone={badgeTones[notice.tone]}>{text.badges[notice.tone]}</Badge> : null}
      </Inline>
      {status.isPending ? (
        <LoadingState label={text.loading} />
      ) : (
        <div role="status">
          {status.isError ? <p className={css.muted}>{status.error.message}</p> : notice?.lines.map((line) => <p key={line}>{line}</p>)}
          {asked ? <p>{asked}</p> : null}
        </div>
      )}
      {notice?.retry ? (
        <div>
          <Button tone="secondary" onClick={() => void askAgain()}>
            {asking ? text.retrying : text.retry}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
