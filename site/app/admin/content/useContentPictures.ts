import type { DocumentFormGroup, DocumentPictures } from '@cg/ui';
import type { AppClient } from '@cg/data';
import { fieldLabel, type ContentKind } from '@cg/data/content';
import { contentPictureUrl, logoFolder, uploadContentPicture } from '@cg/data/contentPictures';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { backend } from '../../lib/backend';
import type { DraftState } from './useContentDraft';

/** A picture's width and height as the browser decodes it: what it cannot decode is no picture for a page either. */
async function measure(file: Blob) {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** The words that go with a picture field (`…/photo/path` and `…/photo/alt`). */
const altOf = (name: string) => name.replace(/\/path$/, '/alt');

/**
 * A document's pictures as the editor handles them: a chosen file checked and uploaded (its refusal in Greek under
 * the field), then its stored name put in the draft, which saves itself; a picture taken out with its words. Each
 * picture field also shows the picture it holds now.
 */
export function useContentPictures(
  client: AppClient,
  kind: ContentKind,
  draft: DraftState,
  refuse: (name: string, message: string | null) => void,
): { pictures: DocumentPictures; withPictures: (groups: DocumentFormGroup[]) => DocumentFormGroup[] } {
  // Pictures go up to their kind's folder; a logo's words are a logo's.
  const words = kind === logoFolder ? text.logos : text.pictures;
  const choose = async (name: string, file: File | null) => {
    const label = fieldLabel(kind, name);
    refuse(name, null);
    if (!file) {
      draft.change(name, '');
      draft.change(altOf(name), '');
      return draft.setStatus(words.removed(label));
    }
    draft.setStatus(words.uploading(label));
    const uploaded = await uploadContentPicture(client, kind, file, measure);
    if (!uploaded.ok) {
      refuse(name, uploaded.message);
      return draft.setStatus(uploaded.message);
    }
    draft.change(name, uploaded.path);
    draft.setStatus(words.uploaded(label));
  };
  const pictures: DocumentPictures = { labels: words, onPicture: (name, file) => void choose(name, file) };
  const withUrl = (field: DocumentFormGroup['fields'][number]) =>
    field.input === 'picture' && field.value ? { ...field, pictureUrl: contentPictureUrl(backend.url, field.value) } : field;
  const withPictures = (groups: DocumentFormGroup[]) =>
    groups.map((group) => ({
      ...group,
      fields: group.fields.map(withUrl),
      list: group.list && { ...group.list, items: group.list.items.map((item) => ({ ...item, fields: item.fields.map(withUrl) })) },
    }));
  return { pictures, withPictures };
}
