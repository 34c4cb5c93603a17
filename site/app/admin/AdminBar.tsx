import { SectionNav } from '@cg/ui';
import { Heading, Inline } from '@cg/ui/layout';
import type { ReactNode } from 'react';
import { adminTexts as text } from '@cg/content/adminTexts';
import * as css from './admin.css';

const pages = [
  { label: text.nav.articles, href: '/admin/articles' },
  { label: text.nav.leads, href: '/admin/leads' },
  { label: text.nav.reports, href: '/admin/reports' },
] as const;

/** The top of every admin page: its title, who is signed in, sign-out, and the way to the other admin pages. */
export function AdminBar({
  heading,
  email,
  signOut,
  current,
}: {
  heading: string;
  email: string;
  signOut: ReactNode;
  current: (typeof pages)[number]['href'];
}) {
  return (
    <>
      <Inline space="md" align="spaceBetween">
        <Heading level={1}>{heading}</Heading>
        <p className={css.muted}>{text.signedInAs(email)}</p>
        {signOut}
      </Inline>
      <SectionNav label={text.nav.label} items={pages.map((page) => ({ ...page, current: page.href === current }))} />
    </>
  );
}
