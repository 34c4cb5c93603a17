import type { LinkComponentProps } from './LinkContext';
import { useLinkComponent } from './LinkContext';

export type LinkProps = LinkComponentProps & {
  /** Opens in a new tab; external addresses always do. */
  newTab?: boolean;
};

export const isExternalHref = (href: string) => /^(https?:)?\/\//.test(href);

/**
 * One link for the whole library: internal paths go through the router's link from
 * LinkProvider, external addresses, mailto:, tel: and files are plain anchors.
 * Accessibility: an external link opens a new tab without handing it this page; say so in its text where it matters (the article cards add a hidden «new tab» label).
 */
export function Link({ href, newTab, children, ...props }: LinkProps) {
  // The router's link, from context: the same component on every render, not one made during it.
  const RouterLink = useLinkComponent();
  const opensNewTab = newTab ?? isExternalHref(href);
  if (opensNewTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      // eslint-disable-next-line react-hooks/static-components -- see above
      <RouterLink href={href} {...props}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
