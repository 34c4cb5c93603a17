import { Dialog, DialogDismiss, DialogHeading, useDialogStore } from '@ariakit/react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import { ButtonLink } from '../Button/Button';
import type { NavGroup, NavItem } from './navTypes';
import * as css from './MobileMenu.css';

export type MobileMenuProps = {
  title: string;
  openLabel: string;
  closeLabel: string;
  group: NavGroup;
  links: readonly NavItem[];
  socialLinks: readonly SocialLink[];
  appLink: NavItem;
  currentPath?: string;
  className?: string;
};

/** Under the tablet breakpoint: a right-hand sheet (Ariakit Dialog: focus trapped, Escape closes). */
export function MobileMenu({ title, openLabel, closeLabel, group, links, socialLinks, appLink, currentPath, className }: MobileMenuProps) {
  const dialog = useDialogStore();
  const close = () => dialog.hide();
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
    <div className={className}>
      <button type="button" className={css.iconButton} onClick={dialog.show} aria-haspopup="dialog">
        <Icon name="menu" />
        <span>{openLabel}</span>
      </button>
      <Dialog store={dialog} className={css.sheet} backdrop={<div className={css.backdrop} />}>
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
    </div>
  );
}
