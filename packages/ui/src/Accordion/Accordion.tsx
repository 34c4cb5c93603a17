import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react';
import { useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './Accordion.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Open on first render; omit for all closed. */
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
};

/** Single-open and collapsible: opening one closes the others; the open one closes again on click. */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={css.list}>
      {items.map((item) => (
        <DisclosureProvider
          key={item.id}
          open={openId === item.id}
          setOpen={(open) => setOpenId((current) => (open ? item.id : current === item.id ? null : current))}
        >
          <div className={css.item}>
            <Heading className={css.heading}>
              <Disclosure className={css.trigger}>
                {item.title}
                <Icon name="chevronDown" className={css.chevron} />
              </Disclosure>
            </Heading>
            <DisclosureContent className={css.panel}>{item.content}</DisclosureContent>
          </div>
        </DisclosureProvider>
      ))}
    </div>
  );
}
