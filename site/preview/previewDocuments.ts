/**
 * The documents the preview renders with: the draft in place of its published version, the others as published.
 * The preview's build makes each content module that seeds a document (brand.ts, …) read from here
 * (site/vite/draftContent.ts), so they must be set before the first of them is imported.
 */
const documents = new Map<string, Record<string, unknown>>();

export function setPreviewDocuments(entries: ReadonlyMap<string, Record<string, unknown>>) {
  for (const [key, data] of entries) documents.set(key, data);
}

export function previewDocument(key: string): Record<string, unknown> {
  const data = documents.get(key);
  if (!data) throw new Error(`The preview has no document «${key}»`);
  return data;
}
