import type { FormEvent, ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import * as css from './DocumentForm.css';
import { DocumentFormFields } from './DocumentFormFields';
import { DocumentListField } from './DocumentListField';
import type { DocumentFormGroup, DocumentListChange, DocumentListLabels, DocumentPictures } from './documentFormTypes';

export {
  documentFieldId,
  type DocumentFormField,
  type DocumentFormGroup,
  type DocumentFormList,
  type DocumentListChange,
  type DocumentListLabels,
  type DocumentPictures,
} from './documentFormTypes';

export type DocumentFormProps = {
  /** The form's id (React's useId): each field's input id is made from it and the field's name (documentFieldId). */
  id: string;
  heading: string;
  groups: readonly DocumentFormGroup[];
  /** A line under the heading announced politely: saved, saving, refused, moved. */
  status: string;
  onChange: (name: string, value: string) => void;
  /** A list's item moved, added or removed (a document with lists needs it, and `listLabels`). */
  onListChange?: (name: string, change: DocumentListChange) => void;
  listLabels?: DocumentListLabels;
  /** A picture chosen or taken out (a document with pictures needs it), and the picture fields' words. */
  pictures?: DocumentPictures;
  /** The form's main action (Enter in a field); the buttons that do it and others arrive in `actions`. */
  onSubmit: () => void;
  actions: ReactNode;
  /** Fields of the action rather than of the document (when to publish), between the document's fields and the buttons. */
  beforeActions?: ReactNode;
  /** The counter's words for the characters left, e.g. `(left) => \`${left} χαρακτήρες ακόμη\`` . */
  charactersLeft: (left: number) => string;
};

/**
 * A structured document as staff edit it: its fields under a legend per group (a phone's three forms, an address's
 * parts), each labelled, with its error and, where the design has a limit, the characters left; a list's items (a
 * page's testimonials) each in a frame of its own, moved, added and removed by buttons. The values are held by the
 * caller (autosave, a version check), so this form keeps nothing of its own. Use it for a document of named fields;
 * a lead or an event has its own form.
 * Accessibility: each group and each item is a fieldset with its legend; every field labelled and tied to its error
 * and hint (aria-describedby); a list's buttons are named with their item («Μαρτυρία 2: Πάνω») and focus follows a
 * moved item; the status line is a polite live region, so a saved draft or a refusal is heard without moving focus.
 */
export function DocumentForm({
  id,
  heading,
  groups,
  status,
  onChange,
  onListChange,
  listLabels,
  pictures,
  onSubmit,
  actions,
  beforeActions,
  charactersLeft,
}: DocumentFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack space="md">
        <Heading level={2} id={`${id}-heading`} className={css.heading}>
          {heading}
        </Heading>
        <p className={css.status} role="status">
          {status}
        </p>
        {groups.map((group) => {
          if (group.list && onListChange && listLabels)
            return (
              <DocumentListField
                key={group.name}
                formId={id}
                group={{ ...group, list: group.list }}
                labels={listLabels}
                onChange={onChange}
                onListChange={onListChange}
                charactersLeft={charactersLeft}
                pictures={pictures}
              />
            );
          const fields = (
            <DocumentFormFields
              key={group.name}
              formId={id}
              fields={group.fields}
              onChange={onChange}
              charactersLeft={charactersLeft}
              pictures={pictures}
            />
          );
          // A lone field needs no frame; a group of them is a fieldset named by its legend.
          return group.fields.length === 1 ? (
            fields
          ) : (
            <fieldset key={group.name} className={css.group}>
              <legend className={css.legend}>{group.legend}</legend>
              <Tiles columns={{ tablet: 2 }}>{fields}</Tiles>
            </fieldset>
          );
        })}
        {beforeActions}
        <Inline space="sm" alignY="stretch">
          {actions}
        </Inline>
      </Stack>
    </form>
  );
}
