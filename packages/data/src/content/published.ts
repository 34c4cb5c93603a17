/**
 * What the public site shows of the content documents: each document's live version, read as a visitor
 * (`published_content`, the anon key) and checked again against its kind's schema. The build reads it; a
 * document that is missing or no longer matches its schema is refused by name, never rendered.
 */
import * as v from 'valibot';
import { callAnonRpc, type BackendAddress, type ReadOptions } from '../anonRpc.ts';
import { contentKinds, type ContentKind } from './kinds.ts';

export type PublishedDocument = { key: string; kind: ContentKind; number: number; data: Record<string, unknown> };

/** A published version the code's schema refuses (a schema changed since it was published): named by its document's key. */
export class UnpublishableContent extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/** Every published document by key; throws when the backend cannot be read or a document breaks its schema. */
export async function fetchPublishedContent(backend: BackendAddress, options?: ReadOptions): Promise<Map<string, PublishedDocument>> {
  const response = await callAnonRpc(backend, 'published_content', {}, options);
  if (!response.ok) throw new Error(`published_content answered ${response.status}`);
  const rows = (await response.json()) as { key: string; kind: string; number: number; data: unknown }[];
  const documents = new Map<string, PublishedDocument>();
  for (const row of rows) {
    if (!(row.kind in contentKinds)) continue; // a kind this code does not know yet is not shown
    const kind = row.kind as ContentKind;
    const parsed = v.safeParse(contentKinds[kind], row.data);
    if (!parsed.success)
      throw new UnpublishableContent(
        row.key,
        `«${row.key}» version ${row.number} does not match its schema: ${parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ')}`,
      );
    documents.set(row.key, { key: row.key, kind, number: row.number, data: parsed.output });
  }
  return documents;
}

/** How many times the facts the privacy notice names changed among the company's live versions, and since when. */
export type NoticeFacts = { revision: number; since: string | null };

/** The privacy notice's facts' revision (`privacy_notice_facts`, read as a visitor); throws when it cannot be read. */
export async function fetchNoticeFacts(backend: BackendAddress, options?: ReadOptions): Promise<NoticeFacts> {
  const response = await callAnonRpc(backend, 'privacy_notice_facts', {}, options);
  if (!response.ok) throw new Error(`privacy_notice_facts answered ${response.status}`);
  const [row] = (await response.json()) as { revision: number; since: string | null }[];
  if (!row || !Number.isSafeInteger(row.revision) || row.revision < 0 || row.revision > 999)
    throw new Error('privacy_notice_facts answered no revision');
  return { revision: row.revision, since: row.since };
}
