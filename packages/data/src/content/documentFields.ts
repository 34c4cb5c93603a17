/**
 * A content document as the editor shows it: each field of its kind's schema with its JSON pointer, Greek label,
 * input kind and limit, grouped under the top-level field it belongs to; and a document as text per field and back.
 * Read from the valibot schema itself, so a field added to a kind appears in the editor with nothing else to write.
 */
import * as v from 'valibot';
import { contentChoiceLabels, contentFieldLabels, contentKinds, type ContentKind } from './kinds.ts';

export type DocumentField = {
  pointer: string;
  label: string;
  input: 'text' | 'number' | 'choice';
  /** A limit the design sets (a name, a line of the address), shown as characters left; an address's long technical limit is not one. */
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
};

/** Longer limits are the database's guard against abuse, not a design's: the editor does not count them. */
const longestDesignLimit = 200;
export type DocumentFieldGroup = { pointer: string; label: string; fields: DocumentField[] };

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  options?: readonly string[];
  pipe?: readonly { type: string; requirement?: unknown }[];
};

function fieldsOf(kind: ContentKind, schema: AnySchema, pointer: string): DocumentField[] {
  if (schema.entries) return Object.entries(schema.entries).flatMap(([key, entry]) => fieldsOf(kind, entry, `${pointer}/${key}`));
  const label = contentFieldLabels[kind][pointer] ?? pointer;
  if (schema.type === 'picklist') {
    const names = contentChoiceLabels[kind][pointer] ?? {};
    return [{ pointer, label, input: 'choice', options: (schema.options ?? []).map((value) => ({ value, label: names[value] ?? value })) }];
  }
  if (schema.type === 'number') return [{ pointer, label, input: 'number' }];
  const maxLength = schema.pipe?.find((action) => action.type === 'max_length')?.requirement;
  return [{ pointer, label, input: 'text', ...(typeof maxLength === 'number' && maxLength <= longestDesignLimit ? { maxLength } : {}) }];
}

/** The kind's fields, grouped by their top-level field (a lone field is a group of one). */
export function documentFieldGroups(kind: ContentKind): DocumentFieldGroup[] {
  const schema = contentKinds[kind] as unknown as AnySchema;
  return Object.entries(schema.entries ?? {}).map(([key, entry]) => ({
    pointer: `/${key}`,
    label: contentFieldLabels[kind][`/${key}`] ?? key,
    fields: fieldsOf(kind, entry, `/${key}`),
  }));
}

/**
 * The kind's fields as the editor's form takes them (the library's DocumentForm groups): each with its text and the
 * schema's message for it, if any.
 */
export function documentFormGroups(kind: ContentKind, texts: Record<string, string>, issues: Record<string, string> = {}) {
  return documentFieldGroups(kind).map((group) => ({
    name: group.pointer,
    legend: group.label,
    fields: group.fields.map((field) => ({
      name: field.pointer,
      label: field.label,
      input: field.input,
      value: texts[field.pointer] ?? '',
      error: issues[field.pointer],
      maxLength: field.maxLength,
      options: field.options,
    })),
  }));
}

const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a document by JSON pointer. */
export function flattenDocument(value: unknown, pointer = ''): Record<string, unknown> {
  if (!isBranch(value)) return { [pointer]: value };
  return Object.fromEntries(Object.entries(value).flatMap(([key, child]) => Object.entries(flattenDocument(child, `${pointer}/${key}`))));
}

/** The document's fields as the form's text. */
export function documentTexts(kind: ContentKind, value: unknown): Record<string, string> {
  const leaves = flattenDocument(value);
  return Object.fromEntries(
    documentFieldGroups(kind)
      .flatMap((group) => group.fields)
      .map((field) => [
        field.pointer,
        leaves[field.pointer] === undefined || leaves[field.pointer] === null ? '' : String(leaves[field.pointer]),
      ]),
  );
}

/** The form's text as a document: numbers read as numbers (a text that is not one stays text, for the schema to refuse). */
export function documentFromTexts(kind: ContentKind, texts: Record<string, string>): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const field of documentFieldGroups(kind).flatMap((group) => group.fields)) {
    const keys = field.pointer.slice(1).split('/');
    let node = document;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const text = texts[field.pointer] ?? '';
    const number = Number(text.replace(',', '.'));
    node[keys.at(-1)!] = field.input === 'number' && text.trim() !== '' && Number.isFinite(number) ? number : text;
  }
  return document;
}

/** What the schema refuses in a draft, by field pointer, each with its Greek message (the first per field). */
export function documentIssues(kind: ContentKind, draft: unknown): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of v.safeParse(contentKinds[kind], draft).issues ?? []) {
    const pointer = `/${(issue.path ?? []).map((item) => String(item.key)).join('/')}`;
    issues[pointer] ??= issue.message;
  }
  return issues;
}

/** A leaf as staff read it: a dash for nothing, the text or number itself in quotes otherwise. */
const shown = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : `«${JSON.stringify(value).replace(/^"(.*)"$/, '$1')}»`;

/** How two versions differ, in words, a line per field: «Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»». */
export function describeChanges(kind: ContentKind, before: unknown, after: unknown): string[] {
  const labels = contentFieldLabels[kind];
  const [was, is] = [flattenDocument(before), flattenDocument(after)];
  const pointers = [...new Set([...Object.keys(is), ...Object.keys(was)])];
  return pointers
    .filter((pointer) => JSON.stringify(was[pointer]) !== JSON.stringify(is[pointer]))
    .map((pointer) => `${labels[pointer] ?? pointer}: από ${shown(was[pointer])} σε ${shown(is[pointer])}`);
}
