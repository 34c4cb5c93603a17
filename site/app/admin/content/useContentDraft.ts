import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppClient } from '@cg/data';
import {
  describeChanges,
  documentFromTexts,
  documentTexts,
  readContentDocuments,
  saveContentDraft,
  type ContentDocument,
  type ContentKind,
} from '@cg/data/content';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { oneSaveAtATime } from './oneSaveAtATime';

/** Typing stops this long before the draft saves itself. */
const autosaveAfterMs = 1500;

/** Another editor's save came first: their version beside ours, in words, until staff choose. */
export type DraftConflict = { message: string; theirs: Record<string, string>; revision: number; changes: string[] };

export type DraftState = {
  texts: Record<string, string>;
  revision: number;
  status: string;
  conflict: DraftConflict | null;
  change: (name: string, value: string) => void;
  /** Many fields at once (a list's item moved, added or removed), with what the status line says of it. */
  replace: (texts: Record<string, string>, status: string) => void;
  /** Saves now (before a publish): the revision the draft is at, or null when it could not be saved. */
  saveNow: () => Promise<number | null>;
  keepMine: () => Promise<void>;
  takeTheirs: () => void;
  /** After a publish or a restore moved the document on. */
  reset: (texts: Record<string, string>, revision: number, status: string) => void;
  setStatus: (status: string) => void;
};

/**
 * A document's draft as staff type it: held here as text, saved by itself once typing stops, each save naming the
 * revision it started from. When another editor saved first, nothing typed is lost: their version is fetched and
 * shown beside ours (in words), and staff keep theirs or ours.
 */
export function useContentDraft(client: AppClient, document: ContentDocument): DraftState {
  const kind = document.kind as ContentKind;
  const [texts, setTexts] = useState(() => documentTexts(kind, document.draft));
  const [revision, setRevision] = useState(document.revision);
  const [status, setStatus] = useState<string>(text.status.unchanged);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const dirty = useRef(false);
  const [inTurn] = useState(oneSaveAtATime);
  // What the saves read: kept by the handlers below as they change the state, so a save never reads a render's stale copy.
  const latest = useRef({ texts, revision });

  const save = useCallback(
    async (from: number): Promise<number | null> => {
      const ours = latest.current.texts;
      setStatus(text.status.saving);
      const result = await saveContentDraft(client, { key: document.key, kind }, from, documentFromTexts(kind, ours));
      if (result.ok) {
        setRevision(result.data);
        latest.current.revision = result.data;
        // Typed during the save: still to be saved.
        dirty.current = latest.current.texts !== ours;
        setStatus(dirty.current ? text.status.unsaved : text.status.saved(result.data));
        return result.data;
      }
      if (result.currentRevision !== undefined) {
        const fresh = await readContentDocuments(client);
        const theirs = fresh.ok ? fresh.data.find((row) => row.key === document.key) : undefined;
        if (theirs) {
          const theirTexts = documentTexts(kind, theirs.draft);
          setConflict({
            message: result.message,
            theirs: theirTexts,
            revision: theirs.revision,
            changes: describeChanges(kind, documentFromTexts(kind, ours), theirs.draft),
          });
        }
      }
      setStatus(result.message);
      return null;
    },
    [client, document.key, kind],
  );

  // Autosave, a click and a publish may all ask at once: each in its turn, from the revision the one before left.
  const saveNow = useCallback(
    () => inTurn(() => (dirty.current ? save(latest.current.revision) : latest.current.revision)),
    [inTurn, save],
  );

  // Autosave: once typing has stopped, unless another editor's version waits for a choice.
  useEffect(() => {
    if (!dirty.current || conflict) return;
    const timer = setTimeout(() => void saveNow(), autosaveAfterMs);
    return () => clearTimeout(timer);
  }, [texts, conflict, saveNow]);

  /** Typed or rearranged: to be saved once typing stops. */
  const edit = (next: Record<string, string>, nextStatus: string) => {
    latest.current.texts = next;
    dirty.current = true;
    setStatus(nextStatus);
    setTexts(next);
  };

  return {
    texts,
    revision,
    status,
    conflict,
    change: (name, value) => edit({ ...latest.current.texts, [name]: value }, text.status.unsaved),
    replace: edit,
    saveNow,
    keepMine: async () => {
      if (!conflict) return;
      setConflict(null);
      dirty.current = true;
      latest.current.revision = conflict.revision;
      setRevision(conflict.revision);
      await saveNow();
    },
    takeTheirs: () => {
      if (!conflict) return;
      dirty.current = false;
      latest.current = { texts: conflict.theirs, revision: conflict.revision };
      setTexts(conflict.theirs);
      setRevision(conflict.revision);
      setConflict(null);
      setStatus(text.status.saved(conflict.revision));
    },
    reset: (next, nextRevision, nextStatus) => {
      dirty.current = false;
      latest.current = { texts: next, revision: nextRevision };
      setTexts(next);
      setRevision(nextRevision);
      setStatus(nextStatus);
    },
    setStatus,
  };
}
