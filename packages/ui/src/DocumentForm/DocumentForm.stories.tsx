import preview from '../../../../.storybook/preview';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { changeList, documentFormGroups, documentFromTexts, documentIssues, documentTexts } from '@cg/data/content';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { Button } from '../Button/Button';
import { aboutTeam, adminContentTexts as text, brand, homeTestimonials } from '../stories-fixtures/content';
import { DocumentForm, type DocumentFormGroup, type DocumentListChange } from './DocumentForm';

/** What each document here starts as: saved, nothing typed yet, with the counter's words. */
const asSaved = { status: text.status.unchanged, charactersLeft: text.charactersLeft } as const;

/** The company's facts as the editor lays them out, with the texts held here as the back office holds them. */
function CompanyFacts({
  onChange,
  onSubmit,
  showErrors = false,
}: {
  onChange: (name: string, value: string) => void;
  onSubmit: () => void;
  showErrors?: boolean;
}) {
  const id = useId();
  const [texts, setTexts] = useState(() => documentTexts('company', brand));
  const issues = showErrors ? documentIssues('company', documentFromTexts('company', texts)) : {};
  const groups: DocumentFormGroup[] = documentFormGroups('company', texts, issues);
  return (
    <DocumentForm
      id={id}
      heading={text.edit('Στοιχεία της εταιρείας')}
      groups={groups}
      {...asSaved}
      onChange={(name, value) => {
        setTexts((current) => ({ ...current, [name]: value }));
        onChange(name, value);
      }}
      onSubmit={onSubmit}
      actions={
        <>
          <Button type="submit">{text.publish}</Button>
          <Button type="button" tone="secondary">
            {text.saveDraft}
          </Button>
        </>
      }
    />
  );
}

/** The home page's testimonials: a list whose items move, arrive and leave by the form's buttons. */
function Testimonials({ onListChange }: { onListChange: (name: string, change: DocumentListChange) => void }) {
  const id = useId();
  const [texts, setTexts] = useState(() => documentTexts('testimonials', homeTestimonials));
  return (
    <DocumentForm
      id={id}
      heading={text.edit('Μαρτυρίες της αρχικής σελίδας')}
      groups={documentFormGroups('testimonials', texts)}
      {...asSaved}
      listLabels={text.list}
      onChange={(name, value) => setTexts((current) => ({ ...current, [name]: value }))}
      onListChange={(name, change) => {
        setTexts((current) => changeList('testimonials', current, name, change));
        onListChange(name, change);
      }}
      onSubmit={() => undefined}
      actions={<Button type="submit">{text.publish}</Button>}
    />
  );
}

const meta = preview.meta({
  title: 'Patterns/DocumentForm',
  component: DocumentForm,
  render: (args) => <CompanyFacts onChange={args.onChange} onSubmit={args.onSubmit} />,
  args: {
    id: 'company',
    heading: '',
    groups: [],
    status: '',
    actions: null,
    charactersLeft: text.charactersLeft,
    onChange: fn(),
    onSubmit: fn(),
    onListChange: fn(),
  },
});

/** Every field of the company's facts, grouped; typing a new phone by keyboard, with the characters left where the design limits them. */
export const CompanyFactsForm = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Τηλέφωνο (όπως εμφανίζεται)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '211 111 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith('/phone/display', '211 111 1111');
    await expect(canvas.getByRole('group', { name: 'Τηλέφωνο' })).toBeVisible();
    // The brand's name is limited to 80 characters: 15 typed, 65 left.
    await expect(canvas.getByLabelText('Επωνυμία')).toHaveAccessibleDescription(/Απομένουν 65 χαρακτήρες/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
});

/** What a publish refuses: each field's Greek message under it, tied to the field. */
export const WithErrors = meta.story({
  render: (args) => <CompanyFacts onChange={args.onChange} onSubmit={args.onSubmit} showErrors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facebook = canvas.getByLabelText('Facebook');
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'javascript:alert(1)');
    await expect(facebook).toHaveAccessibleDescription(/Μια διεύθυνση https:\/\/ ή μια σελίδα του ιστότοπου/);
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
  },
});

export const AtPhoneWidth = meta.story({ ...atPhoneWidth });

/**
 * A list: each testimonial in its frame, moved by keyboard (focus follows the item, so Enter again moves it on), one
 * added with focus on its first field, one removed; the first item's «Πάνω» stays focusable but unavailable.
 */
export const ListReorderedByKeyboard = meta.story({
  render: (args) => <Testimonials onListChange={args.onListChange!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = () => canvas.getAllByLabelText('Όνομα ή αρχικά').map((input) => (input as HTMLInputElement).value);
    await expect(canvas.getByRole('group', { name: 'Μαρτυρίες' })).toBeVisible();
    canvas.getByRole('button', { name: 'Μαρτυρία 1: Κάτω' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onListChange).toHaveBeenLastCalledWith('/items', { type: 'move', from: 0, to: 1 });
    await expect(canvas.getByRole('button', { name: 'Μαρτυρία 2: Κάτω' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['Γιώργος Π.', 'Ελένη Δ.', 'Μαρία Κ.']);
    await expect(canvas.getByRole('button', { name: 'Μαρτυρία 3: Κάτω' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Μαρτυρία 1: Πάνω' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Μαρτυρίες: Προσθήκη' }));
    await expect(canvas.getAllByLabelText('Όνομα ή αρχικά')[3]).toHaveFocus();
    await userEvent.keyboard('Νίκος Α.');
    await userEvent.click(canvas.getByRole('button', { name: 'Μαρτυρία 2: Αφαίρεση' }));
    await expect(names()).toEqual(['Γιώργος Π.', 'Μαρία Κ.', 'Νίκος Α.']);
    // Focus stays where the removed item's button was: on the next item's.
    await expect(canvas.getByRole('button', { name: 'Μαρτυρία 2: Αφαίρεση' })).toHaveFocus();
  },
});

/** The groups with each picture field showing the project's drawn sample as its picture (a story stores nothing). */
const withSamplePictures = (groups: DocumentFormGroup[]): DocumentFormGroup[] =>
  groups.map((group) => ({
    ...group,
    list: group.list && {
      ...group.list,
      items: group.list.items.map((item) => ({
        ...item,
        fields: item.fields.map((field) =>
          field.input === 'picture' && field.value ? { ...field, pictureUrl: '/stories/portrait-sample.svg' } : field,
        ),
      })),
    },
  }));

/** The team: a member's photo beside its picker, replaced by a chosen file and taken out by its button. */
function Team({ onPicture }: { onPicture: (name: string, file: File | null) => void }) {
  const id = useId();
  const photo = { path: 'team/0a1b2c3d-sample-800x800.png', alt: 'Δείγμα φωτογραφίας: σκιαγραφία ενός προσώπου' };
  const [texts, setTexts] = useState(() => documentTexts('team', { items: [{ ...aboutTeam[0]!, photo }, aboutTeam[1]!] }));
  return (
    <DocumentForm
      id={id}
      heading={text.edit('Η ομάδα')}
      {...asSaved}
      groups={withSamplePictures(documentFormGroups('team', texts))}
      listLabels={text.list}
      pictures={{
        labels: text.pictures,
        onPicture: (name, file) => {
          if (!file) setTexts((current) => ({ ...current, [name]: '', [name.replace(/path$/, 'alt')]: '' }));
          onPicture(name, file);
        },
      }}
      onChange={(name, value) => setTexts((current) => ({ ...current, [name]: value }))}
      onListChange={(name, change) => setTexts((current) => changeList('team', current, name, change))}
      onSubmit={() => undefined}
      actions={<Button type="submit">{text.publish}</Button>}
    />
  );
}

export const PictureReplacedAndRemoved = meta.story({
  render: (args) => <Team onPicture={args.pictures?.onPicture ?? fn()} />,
  args: { pictures: { labels: text.pictures, onPicture: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByLabelText('Φωτογραφία (προαιρετική: χωρίς αυτή, το αρχικό του ονόματος)');
    await expect(first).toHaveAccessibleDescription(text.pictures.replaceHint);
    await expect(second).toHaveAccessibleDescription(text.pictures.hint);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eleni.png', { type: 'image/png' });
    await userEvent.upload(first!, file);
    await expect(args.pictures!.onPicture).toHaveBeenLastCalledWith('/items/0/photo/path', file);
    await userEvent.click(canvas.getByRole('button', { name: /^Αφαίρεση φωτογραφίας/ }));
    await expect(args.pictures!.onPicture).toHaveBeenLastCalledWith('/items/0/photo/path', null);
    await expect(canvas.queryByRole('button', { name: /^Αφαίρεση φωτογραφίας/ })).toBeNull();
    await expect(canvas.getAllByLabelText(/Φωτογραφία/)[0]).toHaveAccessibleDescription(text.pictures.hint);
  },
});
