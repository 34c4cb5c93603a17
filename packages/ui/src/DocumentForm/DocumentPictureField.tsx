import { Button } from '../Button/Button';
import { FileField } from '../Form/FileField';
import { Inline } from '../Inline/Inline';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './DocumentForm.css';
import { documentFieldId, type DocumentFormField, type DocumentPictures } from './documentFormTypes';

/** The types a picture field offers in the file dialog (the caller checks the bytes themselves). */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * A picture a document holds (a team member's photo): the picture as it is now, a file picker that replaces it and a
 * button that takes it out. The caller checks and uploads the chosen file and says how it went in the field's error or
 * the form's status; the value is where the picture is stored.
 * Accessibility: the picker is labelled and tied to its hint and error; the small picture beside it is decoration
 * (its words are the document's own field beside it); the remove button names the field it empties.
 */
export function DocumentPictureField({
  formId,
  field,
  pictures,
}: {
  formId: string;
  field: DocumentFormField;
  pictures: DocumentPictures;
}) {
  const id = documentFieldId(formId, field.name);
  return (
    <Inline space="sm" alignY="center">
      {field.pictureUrl ? <img className={css.picture} src={field.pictureUrl} alt="" width={96} height={96} /> : null}
      <FileField
        id={id}
        name={field.name}
        label={field.label}
        hint={field.hint ?? (field.value ? pictures.labels.replaceHint : pictures.labels.hint)}
        error={field.error}
        accept={pictureTypes}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so the same file chosen again after a refusal is a change again.
          event.target.value = '';
          if (file) pictures.onPicture(field.name, file);
        }}
      />
      {field.value ? (
        <Button type="button" tone="secondary" onClick={() => pictures.onPicture(field.name, null)}>
          {pictures.labels.remove}
          <span className={visuallyHidden}>: {field.label}</span>
        </Button>
      ) : null}
    </Inline>
  );
}
