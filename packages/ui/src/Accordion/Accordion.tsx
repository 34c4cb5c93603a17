import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import * as css from './Accordion.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Open from the start; omit for all closed. */
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
};

/**
 * Single-open and collapsible: opening one closes the others; the open one closes again on click. The platform's
 * own: each item a `<details>` of one named group (an exclusive accordion), so it works the same before any script
 * and without JavaScript, every answer can be read, and the browser's find-in-page opens the item it finds in.
 * Accessibility: each question is a `<summary>` inside a heading of the given level, so headings navigation lists the questions; Enter and Space open and close them, and the browser says expanded or collapsed.
 */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3 }: AccordionProps) {
  const group = useId();
  return (
    <Stack space="sm">
      {items.map((item) => (
        <Card key={item.id} className={css.item}>
          <details name={group} open={item.id === defaultOpenId} className={css.details}>
            <summary className={css.trigger}>
              <Heading level={headingLevel} size="lg" className={css.heading}>
                {item.title}
              </Heading>
              <Icon name="chevronDown" className={css.chevron} />
            </summary>
            <div className={css.panel}>{item.content}</div>
          </details>
        </Card>
      ))}
    </Stack>
  );
}
