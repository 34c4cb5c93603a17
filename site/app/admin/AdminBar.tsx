import { Heading } from '@cg/ui/layout';

/**
 * The top of an admin page's content: its title (the back office's frame carries the account and the pages). A view
 * that replaces another (an editor opened from a list) makes it focusable, to move focus there.
 */
export function AdminBar({ heading, focusable = false }: { heading: string; focusable?: boolean }) {
  return (
    <Heading level={1} tabIndex={focusable ? -1 : undefined}>
      {heading}
    </Heading>
  );
}
