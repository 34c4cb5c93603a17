export type DocumentFormField = {
  /** The value's name (a path such as /phone/display); the input's id is made from it. */
  name: string;
  label: string;
  /** `longText` is prose written on a few lines (a quote, an answer); `picture` an uploaded picture (its value is where it is
   * stored); `lines` short texts listed one under another, one per line (a card's points). */
  input: 'text' | 'longText' | 'number' | 'choice' | 'picture' | 'lines';
  value: string;
  error?: string;
  /** A design's limit: the field shows how many characters are left. */
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** What the field still stands in for, read with it. */
  hint?: string;
  /** A picture field's picture as it is now, shown beside it. */
  pictureUrl?: string;
};

/** A picture field's doings: a file chosen to replace it, or the picture taken out (null); and their words. */
export type DocumentPictures = {
  onPicture: (name: string, file: File | null) => void;
  labels: { hint: string; replaceHint: string; remove: string };
};

/** A list of like items (testimonials, questions), in the order the page shows them, with how many it takes. */
export type DocumentFormList = {
  items: readonly { legend: string; fields: readonly DocumentFormField[] }[];
  min: number;
  max: number;
  /** What the list as a whole lacks (none yet, too many). */
  error?: string;
};

export type DocumentFormGroup = { name: string; legend: string; fields: readonly DocumentFormField[]; list?: DocumentFormList };

/** A change to a list: an item moved to another place, an empty one added at the end, one removed. */
export type DocumentListChange = { type: 'move'; from: number; to: number } | { type: 'add' } | { type: 'remove'; index: number };

/** The words of a list's buttons; each is read with its item's legend («Μαρτυρία 2: Πάνω»). */
export type DocumentListLabels = { moveUp: string; moveDown: string; remove: string; add: string };

/** The id a field's input gets, so a list elsewhere (what is still missing) can link to it. */
export const documentFieldId = (formId: string, name: string) => `${formId}${name.replaceAll('/', '-')}`;
