import preview from '../../../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { FileField } from './FileField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The form kit's fields side by side: one label, hint and error wiring for every kind. */
function FieldGallery() {
  return (
    <Stack space="lg">
      <TextField id="gallery-name" name="name" label="Όνομα" required value="Νίκος" onChange={fn()} />
      <SelectField
        id="gallery-sample"
        name="sample"
        label="Δείγμα"
        options={[
          { value: 'career', label: 'Τεστ επαγγελματικού προσανατολισμού' },
          { value: 'meta', label: 'Meta' },
        ]}
        value="career"
        onChange={fn()}
      />
      <TextField
        id="gallery-email"
        name="email"
        label="Email"
        kind="email"
        required
        value="nikos@"
        error="Παρακαλώ εισάγετε έγκυρο email"
        onChange={fn()}
      />
      <TextField
        id="gallery-slug"
        name="slug"
        label="Slug"
        verbatim
        hint="Λατινικά πεζά, αριθμοί, παύλες."
        value="odigos-spoudon"
        onChange={fn()}
      />
      <TextField id="gallery-password" name="password" label="Κωδικός πρόσβασης" kind="password" value="secret" onChange={fn()} />
      <TextField id="gallery-message" name="message" label="Μήνυμα" kind="textarea" rows={3} value="" onChange={fn()} />
      <FileField
        id="gallery-picture"
        name="picture"
        label="Εικόνα"
        accept="image/*"
        hint="Μόνο εικόνες, έως 2 MB."
        error="Επιτρέπονται μόνο εικόνες."
        onChange={fn()}
      />
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Components/Fields',
  component: FieldGallery,
  tags: ['!autodocs'],
});

/** Hints and errors are read with their field; a field in error is marked invalid. */
export const AllKinds = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Παρακαλώ εισάγετε έγκυρο email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription('Λατινικά πεζά, αριθμοί, παύλες.');
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('spellcheck', 'false');
    await expect(canvas.getByLabelText('Κωδικός πρόσβασης')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('combobox', { name: 'Δείγμα' })).toHaveValue('career');
    await expect(canvas.getByLabelText('Εικόνα')).toHaveAccessibleDescription('Μόνο εικόνες, έως 2 MB. Επιτρέπονται μόνο εικόνες.');
  },
});
