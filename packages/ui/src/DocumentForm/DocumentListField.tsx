import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { visuallyHidden } from '../styles/utilities.css';
import { Tiles } from '../Tiles/Tiles';
import * as formCss from '../Form/Form.css';
import * as css from './DocumentForm.css';
import { DocumentFormFields } from './DocumentFormFields';
import {
  documentFieldId,
  type DocumentFormGroup,
  type DocumentListChange,
  type DocumentListLabels,
  type DocumentPictures,
} from './documentFormTypes';

type Props = {
  formId: string;
  group: DocumentFormGroup & { list: NonNullable<DocumentFormGroup['list']> };
  labels: DocumentListLabels;
  onChange: (name: string, value: string) => void;
  onListChange: (name: string, change: DocumentListChange) => void;
  charactersLeft: (left: number) => string;
  pictures?: DocumentPictures;
};

/**
 * A list of like items, each a fieldset of its fields with buttons that move it up, down or out; one more added at
 * the end. Reordering takes the keyboard as well as the pointer: the buttons are native, and focus follows the moved
 * item, so pressing «Πάνω» again moves it further. A button that cannot act (the first item's «Πάνω») stays focusable
 * and says it is unavailable, so focus is never lost.
 */
export function DocumentListField({ formId, group, labels, onChange, onListChange, charactersLeft, pictures }: Props) {
  const { items, min, max, error } = group.list;
  const listId = documentFieldId(formId, group.name);
  const buttonId = (index: number, action: string) => `${listId}-${index}-${action}`;
  // Where focus goes once the change is drawn: the moved item's same button, the new item's first field.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: DocumentListChange, focus: string) => {
    focusNext.current = focus;
    onListChange(group.name, next);
  };
  const errorId = `${listId}-error`;

  return (
    <fieldset id={listId} tabIndex={-1} className={css.group} aria-describedby={error ? errorId : undefined}>
      <legend className={css.legend}>{group.legend}</legend>
      <Stack space="md">
        {error ? (
          <p id={errorId} className={formCss.error}>
            {error}
          </p>
        ) : null}
        <Stack as="ol" space="md" className={css.list}>
          {items.map((item, index) => (
            <li key={index}>
              <fieldset className={css.item}>
                <legend className={css.itemLegend}>{item.legend}</legend>
                <Stack space="sm">
                  <Tiles columns={{ tablet: 2 }}>
                    <DocumentFormFields
                      formId={formId}
                      fields={item.fields}
                      onChange={onChange}
                      charactersLeft={charactersLeft}
                      pictures={pictures}
                    />
                  </Tiles>
                  <Inline space="sm">
                    {(
                      [
                        ['up', labels.moveUp, index === 0, { type: 'move', from: index, to: index - 1 }, buttonId(index - 1, 'up')],
                        [
                          'down',
                          labels.moveDown,
                          index === items.length - 1,
                          { type: 'move', from: index, to: index + 1 },
                          buttonId(index + 1, 'down'),
                        ],
                        [
                          'remove',
                          labels.remove,
                          items.length <= min,
                          { type: 'remove', index },
                          index < items.length - 1 ? buttonId(index, 'remove') : buttonId(-1, 'add'),
                        ],
                      ] as const
                    ).map(([action, label, unavailable, next, focus]) => (
                      <Button
                        key={action}
                        id={buttonId(index, action)}
                        type="button"
                        tone="secondary"
                        disabled={unavailable}
                        accessibleWhenDisabled
                        onClick={() => change(next, focus)}
                      >
                        <span className={visuallyHidden}>{item.legend}: </span>
                        {label}
                      </Button>
                    ))}
                  </Inline>
                </Stack>
              </fieldset>
            </li>
          ))}
        </Stack>
        <div>
          <Button
            id={buttonId(-1, 'add')}
            type="button"
            tone="secondary"
            disabled={items.length >= max}
            accessibleWhenDisabled
            onClick={() => change({ type: 'add' }, documentFieldId(formId, `${group.name}/${items.length}${firstFieldOf(group)}`))}
          >
            <span className={visuallyHidden}>{group.legend}: </span>
            {labels.add}
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}

/** The first field's name within an item (`/name`), for focus to land on a new item. */
const firstFieldOf = (group: Props['group']) => {
  const first = group.list.items[0]?.fields[0]?.name;
  return first ? first.replace(/^.*\/\d+/, '') : '';
};
