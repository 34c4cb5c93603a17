import { SelectField } from '../Form/SelectField';
import { TextField } from '../Form/TextField';
import { DocumentPictureField } from './DocumentPictureField';
import { documentFieldId, type DocumentFormField, type DocumentPictures } from './documentFormTypes';

/**
 * A document's fields, each labelled with its error and hint: a choice as a select, the rest as text (a number as
 * verbatim text, so "2002,5" reaches the schema to be refused in Greek rather than vanishing; texts listed one under
 * another as lines of one text area, whose label says so).
 */
export function DocumentFormFields({
  formId,
  fields,
  onChange,
  charactersLeft,
  pictures,
}: {
  formId: string;
  fields: readonly DocumentFormField[];
  onChange: (name: string, value: string) => void;
  charactersLeft: (left: number) => string;
  /** What a picture field does (a document with pictures needs it). */
  pictures?: DocumentPictures;
}) {
  return fields.map((field) => {
    if (field.input === 'picture' && pictures)
      return <DocumentPictureField key={field.name} formId={formId} field={field} pictures={pictures} />;
    const counter = field.maxLength === undefined ? undefined : charactersLeft(field.maxLength - field.value.length);
    const hint = [field.hint, counter].filter(Boolean).join(' · ') || undefined;
    // What both kinds of field take alike.
    const common = {
      id: documentFieldId(formId, field.name),
      name: field.name,
      label: field.label,
      value: field.value,
      error: field.error,
    };
    const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
    return field.input === 'choice' ? (
      <SelectField key={field.name} {...common} options={field.options ?? []} onChange={change} />
    ) : (
      <TextField
        key={field.name}
        {...common}
        kind={field.input === 'longText' || field.input === 'lines' ? 'textarea' : 'text'}
        rows={3}
        hint={hint}
        maxLength={field.maxLength}
        requiredMark=""
        verbatim={field.input === 'number'}
        onChange={change}
      />
    );
  });
}
