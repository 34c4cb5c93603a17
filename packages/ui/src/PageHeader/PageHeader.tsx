import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as css from './PageHeader.css';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** The sentence or two under it. */
  lead?: ReactNode;
  /** What follows the lead inside the header, e.g. the page's main call to action. */
  children?: ReactNode;
};

/**
 * The opening of a page without a hero image: its h1 at display size and a lead, at reading width.
 * It has no outer margin; the page's Stack spaces it from what follows.
 * Accessibility: the page's one `<h1>`, its lead paragraph under it.
 */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <Stack space="md" align="start" className={css.pageHeader}>
      <Heading level={1}>{title}</Heading>
      {lead ? (
        <Text size="lg" tone="muted">
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
