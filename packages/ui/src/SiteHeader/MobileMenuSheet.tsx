import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import { ButtonLink } from '../Button/Button';
import type { NavGroup, NavItem } from './navTypes';
import * as css from './MobileMenu.css';

export type MobileMenuSheetProps = {
  title: string;
  closeLabel: string;
  group: NavGroup;
  links: readonly NavItem[];
  socialLinks: readonly SocialLink[];
  appLink: NavItem;
  currentPath?: string;
  open: boolean;
  onClose: () => void;
};

/** The sheet itself (Ariakit Dialog: focus moved in and trapped, Escape closes, focus returns). */
export function MobileMenuSheet({ title, closeLabel, group, links, socialLinks, appLink, currentPath, open, onClose }: MobileMenuSheetProps) {
  const close = onClose;
  const renderLinks = (items: readonly NavItem[]) => (
    <ul className={css.linkList} role="list">
      {items.map((navItem) => (
        <li key={navItem.href}>
          <Link
            href={navItem.href}
            className={css.sheetLink}
            onClick={close}
            aria-current={navItem.href === currentPath ? 'page' : undefined}
          >
            {navItem.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <Dialog open={open} onClose={close} className={css.sheet} backdrop={<div className={css.backdrop} />}>
      <div className={css.sheetHeader}>
        <DialogHeading className={css.sheetTitle}>{title}</DialogHeading>
        <DialogDismiss className={css.iconButton} aria-label={closeLabel}>
          <Icon name="close" />
        </DialogDismiss>
      </div>
      <nav aria-label={title}>
        <p className={css.groupLabel}>{group.label}</p>
        {renderLinks(group.items)}
        <div className={css.secondaryLinks}>{renderLinks(links)}</div>
      </nav>
      <SocialLinks links={socialLinks} onNavigate={close} />
      <ButtonLink href={appLink.href} newTab onClick={close}>
        {appLink.label}
        <Icon name="external" size={16} />
      </ButtonLink>
    </Dialog>
  );
}
