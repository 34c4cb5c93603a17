import type { MouseEvent } from 'react';
import { Link as ReactRouterLink, useLocation } from 'react-router';
import type { LinkComponentProps } from '@cg/ui';
import { scrollToSection } from './scrollToSection';

/**
 * The library's internal links, through React Router. A link to a section of the page the
 * visitor is already on (such as /#contact on the home page) scrolls there instead of navigating.
 */
export function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
  const location = useLocation();
  const [path, hash] = href.split('#');
  const samePageSection = Boolean(hash) && (path || '/') === location.pathname;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !samePageSection || !hash) return;
    if (scrollToSection(hash)) event.preventDefault();
  };

  return <ReactRouterLink to={href} onClick={handleClick} {...props} />;
}
