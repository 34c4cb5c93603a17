/**
 * A content document as the editor shows it: each field of its kind's schema with its JSON pointer, Greek label,
 * input kind and limit, grouped under the top-level field it belongs to (a list's items each a group of their own);
 * and a document as text per field and back. Read from the valibot schema itself, so a field added to a kind appears
 * in the editor with nothing else to write.
 */
import * as v from 'valibot';
import { picturePath } from './fields.ts';
import { contentChoiceLabels, contentFieldLabels, contentKinds, type ContentKind } from './kinds.ts';

export type DocumentField = {
  pointer: string;
  label: string;
  /** `longText`: prose over 100 characters (a quote, an answer), written on a few lines; `picture`: an upload's path;
   * `lines`: short texts listed one under another (a card's points), written one per line. */
  input: 'text' | 'longText' | 'number' | 'choice' | 'picture' | 'lines';
  /** A limit the design sets (a name, a line of the address), shown as characters left; an address's long technical limit is not one. */
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** A field the schema lets stay unset: left empty, it is left out of the document. `together`: it is part of an
   * optional whole (a photo and its description), left out only when every part of it is empty. */
  optional?: true | 'together';
};

/** A list of like items (testimonials, questions): each item's fields by pointer relative to the item, and how many it takes. */
export type DocumentList = { itemLabel: string; itemFields: DocumentField[]; min: number; max: number };

/** Longer limits are the database's guard against abuse, not a design's: the editor does not count them. */
const longestDesignLimit = 200;
/** Prose longer than this takes a few lines. */
const longestOneLine = 100;
export type DocumentFieldGroup = { pointer: string; label: string; fields: DocumentField[]; list?: DocumentList };

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly string[];
  wrapped?: AnySchema;
  pipe?: readonly { type: string; requirement?: unknown }[];
};

const requirement = (schema: AnySchema, type: string) => schema.pipe?.find((action) => action.type === type)?.requirement;

/** A pointer's place in a list written as `*`: the key its label is written under. */
const labelKey = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** A field's Greek label; a list item's field is named with the item and its place: «Μαρτυρία 2 · Όνομα». */
export function fieldLabel(kind: ContentKind, pointer: string): string {
  const labels = contentFieldLabels[kind];
  const exact = labels[pointer] ?? labels[labelKey(pointer)];
  const place = /^(.*)\/(\d+)(\/.*)?$/.exec(pointer);
  if (!place) return exact ?? pointer;
  const [, list, index, rest] = place;
  const item = `${labels[`${labelKey(list!)}/*`] ?? list} ${Number(index) + 1}`;
  return rest ? `${item} · ${labels[labelKey(pointer)] ?? rest}` : item;
}

function fieldsOf(kind: ContentKind, schema: AnySchema, pointer: string): DocumentField[] {
  if (schema.entries) return Object.entries(schema.entries).flatMap(([key, entry]) => fieldsOf(kind, entry, `${pointer}/${key}`));
  if (schema.type === 'optional' && schema.wrapped) {
    const optional = schema.wrapped.entries ? ('together' as const) : true;
    return fieldsOf(kind, schema.wrapped, pointer).map((field) => ({ ...field, optional }));
  }
  const label = contentFieldLabels[kind][pointer] ?? pointer;
  if (schema === (picturePath as unknown)) return [{ pointer, label, input: 'picture' }];
  if (schema.type === 'picklist') {
    const names = contentChoiceLabels[kind][pointer] ?? {};
    return [{ pointer, label, input: 'choice', options: (schema.options ?? []).map((value) => ({ value, label: names[value] ?? value })) }];
  }
  if (schema.type === 'number') return [{ pointer, label, input: 'number' }];
  // A list within a list item holds texts (fields.ts' `lines`): one field, a line per text.
  if (schema.type === 'array') return [{ pointer, label, input: 'lines' }];
  const maxLength = requirement(schema, 'max_length');
  // Prose is the fields' `text()`, whose only pattern asks for something written; an address's pattern is stricter.
  const prose = requirement(schema, 'regex') instanceof RegExp && (requirement(schema, 'regex') as RegExp).source === '\\S';
  const input = prose && typeof maxLength === 'number' && maxLength > longestOneLine ? 'longText' : 'text';
  return [{ pointer, label, input, ...(typeof maxLength === 'number' && maxLength <= longestDesignLimit ? { maxLength } : {}) }];
}

/** The kind's fields, grouped by their top-level field (a lone field is a group of one; a list names its items' fields). */
export function documentFieldGroups(kind: ContentKind): DocumentFieldGroup[] {
  const schema = contentKinds[kind] as unknown as AnySchema;
  return Object.entries(schema.entries ?? {}).map(([key, entry]) => {
    const pointer = `/${key}`;
    const label = contentFieldLabels[kind][pointer] ?? key;
    // A list of texts alone (a checklist) is one `lines` field, as a card's points are.
    if (entry.type !== 'array' || !entry.item || entry.item.type === 'string')
      return { pointer, label, fields: fieldsOf(kind, entry, pointer) };
    // An item's fields are labelled as `/list/*/field` is; their pointers are relative to the item.
    const itemFields = fieldsOf(kind, entry.item, `${pointer}/*`).map((field) => ({
      ...field,
      pointer: field.pointer.slice(pointer.length + 2),
    }));
    const min = requirement(entry, 'min_length');
    const max = requirement(entry, 'max_length');
    return {
      pointer,
      label,
      fields: [],
      list: {
        itemLabel: contentFieldLabels[kind][`${pointer}/*`] ?? key,
        itemFields,
        min: typeof min === 'number' ? min : 0,
        max: typeof max === 'number' ? max : Number.POSITIVE_INFINITY,
      },
    };
  });
}

/** How many items a list has in the form's text (its items' fields are `/list/0/…`, `/list/1/…`). */
export function listLength(texts: Record<string, string>, listPointer: string): number {
  const indices = Object.keys(texts)
    .map((pointer) => new RegExp(`^${listPointer}/(\\d+)/`).exec(pointer)?.[1])
    .filter((index) => index !== undefined)
    .map(Number);
  return indices.length ? Math.max(...indices) + 1 : 0;
}

/** Every field the form shows for these texts: a list's fields once per item it has. */
function formFields(kind: ContentKind, texts: Record<string, string>): DocumentField[] {
  return documentFieldGroups(kind).flatMap((group) =>
    group.list
      ? Array.from({ length: listLength(texts, group.pointer) }, (_, index) =>
          group.list!.itemFields.map((field) => ({ ...field, pointer: `${group.pointer}/${index}${field.pointer}` })),
        ).flat()
      : group.fields,
  );
}

/** A field as the library's DocumentForm takes it (the same shape; this package does not import the library). */
export type FormField = {
  name: string;
  label: string;
  input: DocumentField['input'];
  value: string;
  error?: string;
  maxLength?: number;
  options?: DocumentField['options'];
};
export type FormGroup = {
  name: string;
  legend: string;
  fields: FormField[];
  list?: { items: { legend: string; fields: FormField[] }[]; min: number; max: number; error?: string };
};

const formField = (field: DocumentField, texts: Record<string, string>, issues: Record<string, string>): FormField => ({
  name: field.pointer,
  label: field.label,
  input: field.input,
  value: texts[field.pointer] ?? '',
  error: issues[field.pointer],
  maxLength: field.maxLength,
  options: field.options,
});

/**
 * The kind's fields as the editor's form takes them (the library's DocumentForm groups): each with its text and the
 * schema's message for it, if any; a list with its items, each item's fields and the message for the list itself.
 */
export function documentFormGroups(kind: ContentKind, texts: Record<string, string>, issues: Record<string, string> = {}): FormGroup[] {
  return documentFieldGroups(kind).map((group) => {
    const base = { name: group.pointer, legend: group.label };
    if (!group.list) return { ...base, fields: group.fields.map((field) => formField(field, texts, issues)) };
    const { itemLabel, itemFields, min, max } = group.list;
    const items = Array.from({ length: listLength(texts, group.pointer) }, (_, index) => ({
      legend: `${itemLabel} ${index + 1}`,
      fields: itemFields.map((field) => formField({ ...field, pointer: `${group.pointer}/${index}${field.pointer}` }, texts, issues)),
    }));
    return { ...base, fields: [], list: { items, min, max, error: issues[group.pointer] } };
  });
}

const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every leaf of a document by JSON pointer, a list's items by their place (`/items/0/name`). */
export function flattenDocument(value: unknown, pointer = ''): Record<string, unknown> {
  if (!isBranch(value)) return { [pointer]: value };
  return Object.fromEntries(Object.entries(value).flatMap(([key, child]) => Object.entries(flattenDocument(child, `${pointer}/${key}`))));
}

/** Texts listed one under another (a `lines` field's value): one field, not a list of fields. */
const isLines = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** Every field's value by JSON pointer: a document's leaves, with a `lines` field's texts as one value. */
function fieldValues(value: unknown, pointer = ''): Record<string, unknown> {
  if (!isBranch(value) || isLines(value)) return { [pointer]: value };
  return Object.fromEntries(Object.entries(value).flatMap(([key, child]) => Object.entries(fieldValues(child, `${pointer}/${key}`))));
}

/** A leaf as a field's text: nothing is empty; texts listed are a line each; what is not a text or a number (a broken
 * draft's object) shows as JSON. */
const asText = (leaf: unknown) =>
  leaf === undefined || leaf === null
    ? ''
    : typeof leaf === 'string' || typeof leaf === 'number'
      ? String(leaf)
      : isLines(leaf)
        ? leaf.join('\n')
        : JSON.stringify(leaf);

/** The document's fields as the form's text. */
export function documentTexts(kind: ContentKind, value: unknown): Record<string, string> {
  const leaves = fieldValues(value);
  const texts: Record<string, string> = {};
  for (const group of documentFieldGroups(kind)) {
    const fields = group.list
      ? Array.from({ length: listLengthOf(value, group.pointer) }, (_, index) =>
          group.list!.itemFields.map((field) => `${group.pointer}/${index}${field.pointer}`),
        ).flat()
      : group.fields.map((field) => field.pointer);
    for (const pointer of fields) texts[pointer] = asText(leaves[pointer]);
  }
  return texts;
}

const listLengthOf = (value: unknown, listPointer: string) => {
  const list = isBranch(value) ? value[listPointer.slice(1)] : undefined;
  return Array.isArray(list) ? list.length : 0;
};

/** The form's text as a document: numbers read as numbers (a text that is not one stays text, for the schema to refuse). */
export function documentFromTexts(kind: ContentKind, texts: Record<string, string>): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const group of documentFieldGroups(kind)) if (group.list) document[group.pointer.slice(1)] = [];
  const fields = formFields(kind, texts);
  const empty = (pointer: string) => (texts[pointer] ?? '').trim() === '';
  const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/') + 1);
  // An optional whole is left out when all of it is empty; begun, each of its parts goes to the schema as typed.
  const leftOut = (field: DocumentField) =>
    field.optional === 'together'
      ? fields.every((other) => !other.pointer.startsWith(parentOf(field.pointer)) || empty(other.pointer))
      : field.optional === true && empty(field.pointer);
  for (const field of fields) {
    if (leftOut(field)) continue;
    const keys = field.pointer.slice(1).split('/');
    let node = document;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const text = texts[field.pointer] ?? '';
    const number = Number(text.replace(',', '.'));
    node[keys.at(-1)!] =
      field.input === 'number' && text.trim() !== '' && Number.isFinite(number)
        ? number
        : field.input === 'lines'
          ? text
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          : text;
  }
  return document;
}

/** A change to a list's items: one moved to another place, an empty one added at the end, one removed. */
export type ListChange = { type: 'move'; from: number; to: number } | { type: 'add' } | { type: 'remove'; index: number };

/** The form's text after a change to one of its lists; every other field as it was, each item's text kept whole. */
export function changeList(
  kind: ContentKind,
  texts: Record<string, string>,
  listPointer: string,
  change: ListChange,
): Record<string, string> {
  const list = documentFieldGroups(kind).find((group) => group.pointer === listPointer)?.list;
  if (!list) return texts;
  const items = Array.from({ length: listLength(texts, listPointer) }, (_, index) =>
    list.itemFields.map((field) => texts[`${listPointer}/${index}${field.pointer}`] ?? ''),
  );
  if (change.type === 'add') items.push(list.itemFields.map(() => ''));
  if (change.type === 'remove') items.splice(change.index, 1);
  if (change.type === 'move') items.splice(change.to, 0, ...items.splice(change.from, 1));
  const others = Object.entries(texts).filter(([pointer]) => !pointer.startsWith(`${listPointer}/`));
  const listed = items.flatMap((values, index) =>
    list.itemFields.map((field, at) => [`${listPointer}/${index}${field.pointer}`, values[at]!] as const),
  );
  return Object.fromEntries([...others, ...listed]);
}

/** What the schema refuses in a draft, by field pointer, each with its Greek message (the first per field). */
export function documentIssues(kind: ContentKind, draft: unknown): Record<string, string> {
  const issues: Record<string, string> = {};
  const linesFields = new Set(linesPointers(kind));
  for (const issue of v.safeParse(contentKinds[kind], draft).issues ?? []) {
    const pointer = `/${(issue.path ?? []).map((item) => String(item.key)).join('/')}`;
    // A line of a `lines` field is named by its place in the one field staff write them in.
    const line = /^(.*)\/(\d+)$/.exec(pointer);
    if (line && linesFields.has(labelKey(line[1]!))) issues[line[1]!] ??= `Γραμμή ${Number(line[2]) + 1}: ${issue.message}`;
    else issues[pointer] ??= issue.message;
  }
  return issues;
}

/** The kind's `lines` fields, as their labels are keyed (a list item's place written `*`). */
const linesPointers = (kind: ContentKind) =>
  documentFieldGroups(kind).flatMap((group) =>
    [...group.fields, ...(group.list?.itemFields.map((field) => ({ ...field, pointer: `${group.pointer}/*${field.pointer}` })) ?? [])]
      .filter((field) => field.input === 'lines')
      .map((field) => field.pointer),
  );

/** A leaf as staff read it: a dash for nothing, the text or number itself in quotes otherwise. */
const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : isLines(value)
      ? value.map(shown).join(', ')
      : `«${JSON.stringify(value).replace(/^"(.*)"$/, '$1')}»`;

/** How two versions differ, in words, a line per field: «Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»».
 * A list whose items are the same in another order is one line that names them in their new order. */
export function describeChanges(kind: ContentKind, before: unknown, after: unknown): string[] {
  const [was, is] = [fieldValues(before), fieldValues(after)];
  const reordered = documentFieldGroups(kind).flatMap((group) => {
    const [from, to] = [before, after].map((value) => (isBranch(value) ? value[group.pointer.slice(1)] : undefined));
    if (!group.list || !Array.isArray(from) || !Array.isArray(to)) return [];
    const a = from.map((item) => JSON.stringify(item));
    const b = to.map((item) => JSON.stringify(item));
    const sameItems = a.length === b.length && [...a].sort().join() === [...b].sort().join() && a.join() !== b.join();
    if (!sameItems) return [];
    const names = to.map((item) => shown(isBranch(item) ? Object.values(item)[0] : item)).join(', ');
    return [{ pointer: group.pointer, line: `${group.label}: νέα σειρά ${names}` }];
  });
  const inReordered = (pointer: string) => reordered.some((list) => pointer.startsWith(`${list.pointer}/`));
  const pointers = [...new Set([...Object.keys(is), ...Object.keys(was)])].filter((pointer) => !inReordered(pointer));
  return [
    ...reordered.map((list) => list.line),
    ...pointers
      .filter((pointer) => JSON.stringify(was[pointer]) !== JSON.stringify(is[pointer]))
      .map((pointer) => `${fieldLabel(kind, pointer)}: από ${shown(was[pointer])} σε ${shown(is[pointer])}`),
  ];
}
