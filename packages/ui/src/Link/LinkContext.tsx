import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** How the library renders internal links; the site swaps in its router's link. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export const LinkProvider = LinkContext.Provider;

export const useLinkComponent = () => useContext(LinkContext);
