/**
 * The back office's side of the content documents (docs/decisions/036-content-as-data.md): read them, save a
 * draft from the revision it started at, publish, restore. Every write goes through a database function that
 * checks the admin role, the revision and (on publish) the kind's schema; these turn its refusals into Greek.
 */
import type { AppClient } from '../client';
import type { Database } from '../database.types';
import { failure, type AdminResult } from '../articles';
import { fieldLabel } from './documentFields.ts';
import type { ContentKind } from './kinds.ts';

export type ContentDocument = Database['public']['Tables']['content_documents']['Row'];
export type ContentVersion = Database['public']['Tables']['content_versions']['Row'];

export const contentMessages = {
  /** A save or publish from a revision another member of staff has saved over. */
  changedMeanwhile: 'Το έγγραφο άλλαξε από άλλο μέλος της ομάδας ενώ το επεξεργαζόσασταν.',
  gone: 'Το έγγραφο ή η έκδοση δεν βρέθηκε. Ανανεώστε τη σελίδα.',
  forbidden: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  invalid: 'Η δημοσίευση δεν έγινε: διορθώστε τα πεδία',
} as const;

type DatabaseError = { code?: string; message?: string; details?: string | null };

/** What a refused save or publish says, with the current revision when another editor's save came first. */
export type ContentWriteFailure = { ok: false; title: string; message: string; currentRevision?: number };

/** The database's refusal in Greek: a stale revision (409), a draft that breaks its schema (400, by field), a role. */
export function contentWriteFailure(kind: ContentKind, error: DatabaseError): ContentWriteFailure {
  if (error.code === 'PT409') return { ...failure(contentMessages.changedMeanwhile), currentRevision: Number(error.details) };
  if (error.code === 'PT404') return failure(contentMessages.gone);
  if (error.code === '42501') return failure(contentMessages.forbidden);
  if (error.code === '23514' && error.details) {
    const fields = error.details.split('\n').map((line) => {
      const pointer = line.slice(0, line.lastIndexOf(':'));
      // A field the schema does not know (an extra one) is named by the field it sits in.
      const label = fieldLabel(kind, pointer);
      return label === pointer ? fieldLabel(kind, pointer.replace(/\/[^/]*$/, '')) : label;
    });
    return failure(`${contentMessages.invalid}: ${[...new Set(fields)].join(', ')}.`);
  }
  return failure(error.message);
}

export async function readContentDocuments(client: AppClient): Promise<AdminResult<ContentDocument[]>> {
  const { data, error } = await client.from('content_documents').select('*').order('key');
  return error ? failure(error.message) : { ok: true, data };
}

/** A document's versions, newest first. */
export async function readContentVersions(client: AppClient, key: string): Promise<AdminResult<ContentVersion[]>> {
  const { data, error } = await client.from('content_versions').select('*').eq('document_key', key).order('number', { ascending: false });
  return error ? failure(error.message) : { ok: true, data };
}

type WriteResult = { ok: true; data: number } | ContentWriteFailure;

/** Saves the draft (autosave): answers the new revision, or the Greek refusal. */
export async function saveContentDraft(
  client: AppClient,
  document: { key: string; kind: ContentKind },
  fromRevision: number,
  draft: Record<string, unknown>,
): Promise<WriteResult> {
  const { data, error } = await client.rpc('save_content_draft', {
    document: document.key,
    from_revision: fromRevision,
    draft: draft as never,
  });
  return error ? contentWriteFailure(document.kind, error) : { ok: true, data };
}

/** Publishes the draft saved at `fromRevision`, now or at `liveAt`: answers the version's number. */
export async function publishContent(
  client: AppClient,
  document: { key: string; kind: ContentKind },
  fromRevision: number,
  liveAt?: Date,
): Promise<WriteResult> {
  const { data, error } = await client.rpc('publish_content', {
    document: document.key,
    from_revision: fromRevision,
    ...(liveAt ? { live_at: liveAt.toISOString() } : {}),
  });
  return error ? contentWriteFailure(document.kind, error) : { ok: true, data };
}

/** Publishes an earlier version again as a new one (which becomes the draft): answers its number. */
export async function restoreContentVersion(
  client: AppClient,
  document: { key: string; kind: ContentKind },
  version: number,
  fromRevision: number,
): Promise<WriteResult> {
  const { data, error } = await client.rpc('restore_content_version', { document: document.key, version, from_revision: fromRevision });
  return error ? contentWriteFailure(document.kind, error) : { ok: true, data };
}
