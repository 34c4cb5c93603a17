import { Heading } from '@cg/ui/layout';

/** The top of an admin page's content: its title (the back office's frame carries the account and the pages). */
export function AdminBar({ heading }: { heading: string }) {
  return <Heading level={1}>{heading}</Heading>;
}
