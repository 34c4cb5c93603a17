import { useId, useState, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import * as css from './Accordion.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Open on first render; omit for all closed. */
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
};

/**
 * Single-open and collapsible: opening one closes the others; the open one closes again on click.
 * The WAI-ARIA accordion pattern on native buttons (Enter and Space come with them): no Ariakit here,
 * so the home page hydrates without its 13 KB (docs/decisions/002).
 */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const idPrefix = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack space="sm">
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${idPrefix}-${item.id}`;
        return (
          <Card key={item.id} className={css.item}>
            <Heading className={css.heading}>
              <button
                type="button"
                className={css.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <Icon name="chevronDown" className={css.chevron} />
              </button>
            </Heading>
            <div id={panelId} className={css.panel} hidden={!open}>
              {item.content}
            </div>
          </Card>
        );
      })}
    </Stack>
  );
}
