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
 */
export function Link({ href, newTab, ...props }: LinkProps) {
  const RouterLink = useLinkComponent();
  const opensNewTab = newTab ?? isExternalHref(href);
  if (opensNewTab) {
    return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <RouterLink href={href} {...props} />;
  }
  return <a href={href} {...props} />;
}
