/// <reference path="../invokerCommands.d.ts" />
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import type { NavGroup, NavItem } from './navTypes';
import { Stack } from '../Stack/Stack';
import * as css from './MobileMenu.css';
import { Heading } from '../Heading/Heading';
import { dropPopoverFallbackWhereCommandsWork } from './popoverFallback';
import { cx } from '../styles/cx';

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
  /** Hides the button's word on screen where the bar has no room for it (it stays the button's name). */
  openLabelClassName?: string;
};

/**
 * The right-hand sheet under the full-navigation breakpoint: one native <dialog> in the prerendered
 * HTML, which the 'Μενού' button opens as a modal dialog by the platform's own invoker command, before
 * any script and without JavaScript alike: the page behind becomes inert (focus stays in the sheet),
 * Escape closes it and focus returns to the button. Once hydrated, choosing a link closes it too. A
 * browser without invoker commands opens it as a popover instead (`popovertarget`), which it shows,
 * light-dismisses and closes on Escape by itself; hydrated, the button opens it as a modal there too.
 * What is seen is the same sheet either way (docs/decisions/007).
 */
export function MobileMenu({
  title,
  openLabel,
  closeLabel,
  group,
  links,
  socialLinks,
  appLink,
  currentPath,
  className,
  openLabelClassName,
}: MobileMenuProps) {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const titleId = useId();
  useEffect(() => {
    if (rootRef.current) dropPopoverFallbackWhereCommandsWork(rootRef.current);
  }, []);

  const open = (event: MouseEvent) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    event.preventDefault();
    if (sheet.matches(':popover-open')) sheet.hidePopover();
    if (!sheet.open) sheet.showModal();
  };
  const close = () => {
    const sheet = sheetRef.current;
    if (sheet?.open) sheet.close();
    if (sheet?.matches(':popover-open')) sheet.hidePopover();
  };
  const closeButton = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  // The browser closes a modal dialog on a real Escape by itself; this also answers a synthetic one
  // (assistive tools, tests) the same way, and keeps a popover-opened sheet and a modal one alike.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const renderLinks = (items: readonly NavItem[]) => (
    <Stack as="ul" space="xxs">
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
    </Stack>
  );

  return (
    <div className={cx(css.shownOnceWhole, className)} ref={rootRef}>
      <button
        type="button"
        className={css.iconButton}
        aria-haspopup="dialog"
        commandfor={sheetId}
        command="show-modal"
        popoverTarget={sheetId}
        onClick={open}
      >
        <Icon name="menu" />
        <span className={cx(css.openLabel, openLabelClassName)}>{openLabel}</span>
      </button>
      <dialog ref={sheetRef} id={sheetId} popover="auto" aria-labelledby={titleId} className={css.sheet} onKeyDown={closeOnEscape}>
        <div className={css.sheetHeader}>
          <Heading level={2} id={titleId} className={css.sheetTitle}>
            {title}
          </Heading>
          <button
            type="button"
            className={css.iconButton}
            aria-label={closeLabel}
            commandfor={sheetId}
            command="close"
            popoverTarget={sheetId}
            popoverTargetAction="hide"
            onClick={closeButton}
          >
            <Icon name="close" />
          </button>
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
      </dialog>
    </div>
  );
}
