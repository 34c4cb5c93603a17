import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DocumentForm, documentFieldId, SubmitButton, type DocumentFormGroup } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import type { AppClient } from '@cg/data';
import {
  changeList,
  documentFormGroups,
  documentFromTexts,
  documentIssues,
  publishContent,
  publishTime,
  type ContentDocument,
  type ContentKind,
} from '@cg/data/content';
import { previewDraftKey } from '@cg/data/contentPreview';
import { shareContentPreview } from '@cg/data/contentPreviewLink';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { AdminBar } from '../AdminBar';
import { adminKeys, reloadAfterWrite } from '../adminQueries';
import { rebuildPages } from '../rebuildPages';
import { ContentConflict } from './ContentConflict';
import { ContentFactNames } from './ContentFactNames';
import { ContentPlaceholders } from './ContentPlaceholders';
import { ContentPreview } from './ContentPreview';
import { ContentSchedule, scheduleFieldId, type ScheduleFields } from './ContentSchedule';
import { exactTimeEl } from '../leads/timeEl';
import { ContentVersions } from './ContentVersions';
import { useContentDraft } from './useContentDraft';
import { useContentPictures } from './useContentPictures';

/**
 * One content document: its fields (saved as a draft by themselves), what is still a sample, publishing (checked by
 * the kind's schema first, here and again in the database), and its versions with the way back to each.
 */
export function ContentEditor({ client, document, onClose }: { client: AppClient; document: ContentDocument; onClose: () => void }) {
  const kind = document.kind as ContentKind;
  const formId = useId();
  const queryClient = useQueryClient();
  const draft = useContentDraft(client, document);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [publishing, setPublishing] = useState(false);
  const [previewLoad, setPreviewLoad] = useState(0);
  // What the preview's check found on the page: publishing over it is said once, then done (see publish).
  const [checkFound, setCheckFound] = useState<'nothing' | 'problems' | 'told'>('nothing');
  const [schedule, setSchedule] = useState<ScheduleFields>({ date: '', time: '' });
  const [scheduleIssue, setScheduleIssue] = useState<{ field: keyof ScheduleFields; message: string } | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => heading.current?.querySelector('h1')?.focus(), []);

  const { pictures, withPictures } = useContentPictures(client, kind, draft, (name, message) =>
    setIssues(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest)),
  );
  const groups: DocumentFormGroup[] = withPictures(documentFormGroups(kind, draft.texts, issues));

  /** The draft as a document, or null when the kind's schema refuses it: then each refused field says why and the first has focus. */
  const checkedDraft = (refusal: string) => {
    const data = documentFromTexts(kind, draft.texts);
    const found = documentIssues(kind, data);
    setIssues(found);
    const first = Object.keys(found)[0];
    if (!first) return data;
    draft.setStatus(refusal);
    globalThis.document.getElementById(documentFieldId(formId, first))?.focus();
    return null;
  };

  const preview = () => {
    const data = checkedDraft(text.preview.invalid);
    if (!data) return;
    // The preview page, in a frame of this tab, reads it from here: the draft never travels in an address.
    sessionStorage.setItem(previewDraftKey, JSON.stringify({ key: document.key, title: document.title, data }));
    setPreviewLoad((load) => load + 1);
    setCheckFound('nothing');
  };

  const publish = async () => {
    if (publishing || !checkedDraft(text.status.invalid)) return;
    if (checkFound === 'problems') {
      setCheckFound('told');
      return draft.setStatus(text.preview.check.publishAnyway);
    }
    const when = publishTime(schedule.date, schedule.time);
    setScheduleIssue(when.ok ? null : when);
    if (!when.ok) {
      draft.setStatus(text.status.invalid);
      globalThis.document.getElementById(scheduleFieldId(formId, when.field))?.focus();
      return;
    }
    setPublishing(true);
    try {
      const revision = await draft.saveNow();
      if (revision === null) return;
      const result = await publishContent(client, { key: document.key, kind }, revision, when.at);
      if (!result.ok) return draft.setStatus(result.message);
      if (when.at) {
        // Nothing is live yet: the schedule asks for the rebuild at that time.
        draft.setStatus(text.status.scheduled(result.data, exactTimeEl(when.at.toISOString())));
        setSchedule({ date: '', time: '' });
      } else {
        draft.setStatus(text.status.published(result.data));
        rebuildPages(client, text.publish, text.rebuildFailed);
      }
      await reloadAfterWrite(queryClient, adminKeys.contentVersions(document.key));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Stack space="lg">
      <div ref={heading}>
        <AdminBar heading={document.title} focusable />
      </div>
      <div>
        <Button tone="secondary" onClick={() => void draft.saveNow().then(onClose)}>
          {text.back}
        </Button>
      </div>
      <ContentPlaceholders
        document={document}
        draft={documentFromTexts(kind, draft.texts)}
        fieldId={(name) => documentFieldId(formId, name)}
      />
      <ContentFactNames kind={kind} />
      {draft.conflict ? (
        <ContentConflict conflict={draft.conflict} onKeepMine={() => void draft.keepMine()} onTakeTheirs={draft.takeTheirs} />
      ) : null}
      <DocumentForm
        id={formId}
        heading={text.edit(document.title)}
        groups={groups}
        status={draft.status}
        charactersLeft={text.charactersLeft}
        onChange={(name, value) => {
          draft.change(name, value);
          if (issues[name]) setIssues(({ [name]: _fixed, ...rest }) => rest);
        }}
        listLabels={text.list}
        pictures={pictures}
        onListChange={(name, change) => {
          const group = groups.find((candidate) => candidate.name === name);
          const items = group?.list?.items ?? [];
          // An item is named by its first field (a person's name), or by its place while that is empty.
          const named = (index: number) => items[index]?.fields[0]?.value.trim() || items[index]?.legend || '';
          const listName = group?.legend ?? '';
          const status =
            change.type === 'move'
              ? text.list.moved(named(change.from), change.to + 1, items.length)
              : change.type === 'add'
                ? text.list.added(listName, items.length + 1)
                : text.list.removed(named(change.index), items.length - 1);
          draft.replace(changeList(kind, draft.texts, name, change), status);
          // The refusals were by place, and the places changed: the next publish checks again.
          setIssues({});
        }}
        onSubmit={() => void publish()}
        beforeActions={
          <ContentSchedule
            formId={formId}
            value={schedule}
            issue={scheduleIssue}
            onChange={(value) => {
              setSchedule(value);
              setScheduleIssue(null);
            }}
          />
        }
        actions={
          <>
            <SubmitButton label={text.publish} busyLabel={text.publishing} busy={publishing} />
            <Button type="button" tone="secondary" onClick={() => void draft.saveNow()}>
              {text.saveDraft}
            </Button>
            <Button type="button" tone="secondary" onClick={preview}>
              {previewLoad ? text.preview.refresh : text.preview.show}
            </Button>
          </>
        }
      />
      {previewLoad ? (
        <ContentPreview
          documentKey={document.key}
          load={previewLoad}
          onChecked={(found) => setCheckFound(found ? 'problems' : 'nothing')}
          // A link shows the saved draft: what is typed is saved first.
          share={async () =>
            (await draft.saveNow()) === null ? { ok: false, message: text.preview.notSaved } : shareContentPreview(client, document.key)
          }
        />
      ) : null}
      <ContentVersions client={client} document={document} revision={draft.revision} onRestored={draft.reset} />
    </Stack>
  );
}
