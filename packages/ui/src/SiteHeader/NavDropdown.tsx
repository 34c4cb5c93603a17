import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { hoverIntent } from '../Enhancement/hoverIntent';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { cx } from '../styles/cx';
import type { NavDropdownMenuProps } from './NavDropdownMenu';
import type { NavGroup } from './navTypes';
import { navHoverDelays } from './navTimings';
import { chevron, fallbackMenu, item, lightTrigger, root, trigger } from './NavDropdown.css';

export type NavDropdownProps = NavGroup & { currentPath?: string };

type MenuComponent = ComponentType<NavDropdownMenuProps>;
let loadedMenu: MenuComponent | null = null;
const loadMenu = () =>
  import('./NavDropdownMenu').then((module) => {
    loadedMenu = module.NavDropdownMenu;
    return loadedMenu;
  });

const openKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The dropdown's menu code (Ariakit Menu and its positioning) stays out of the first load: the
 * prerendered trigger is a plain button that, before hydration or without JavaScript, opens the links
 * as a native popover. Once hydrated, the menu arrives the moment the visitor points at the trigger or
 * focuses it, well inside the 200 ms hover delay, and whatever they did meanwhile is handed over.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [Menu, setMenu] = useState<MenuComponent | null>(() => loadedMenu);
  const handOver = useRef<NonNullable<NavDropdownMenuProps['handOver']>>({ focused: false, openNow: null, pointerEnteredAt: null });
  // Set in the effect, not at creation: StrictMode runs effects twice, and a ref that only the cleanup
  // touches would stay false after the second mount and drop the upgrade.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const popoverId = useId();
  const fallbackList = useRef<HTMLUListElement>(null);

  // The hand-over is read once, by the loaded menu as it mounts; it never decides what renders.
  // eslint-disable-next-line react-hooks/refs -- see above
  if (Menu) return <Menu {...props} handOver={handOver.current} />;

  const upgrade = () =>
    void loadMenu().then((component) => {
      if (mounted.current) setMenu(() => component);
    });

  const openOnUpgrade = (event: KeyboardEvent | MouseEvent) => {
    // Hydrated: the menu, not the fallback popover, answers.
    event.preventDefault();
    // A key, or a click the keyboard made (no pointer detail), opens on the first item, as Ariakit does.
    handOver.current.openNow = event.type === 'keydown' || (event as MouseEvent).detail === 0 ? 'keyboard' : 'pointer';
    upgrade();
  };

  return (
    <div
      className={root}
      // Its hover delay: a page whose code comes late asks for it as soon as a mouse rests here (hoverIntent.ts).
      {...{ [hoverIntent]: String(navHoverDelays.open) }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') {
          // A pointer resting here since before this code: the stylesheet started the links' delay when it came
          // (NavDropdown.css.ts), and the menu keeps that time, opening at once where the links already show.
          const since = fallbackList.current?.getAnimations?.()[0]?.currentTime;
          handOver.current.pointerEnteredAt = performance.now() - (typeof since === 'number' ? since : 0);
        }
        upgrade();
      }}
      onPointerLeave={() => {
        handOver.current.pointerEnteredAt = null;
      }}
    >
      <button
        type="button"
        className={cx(trigger, lightTrigger)}
        aria-haspopup="menu"
        popoverTarget={popoverId}
        onFocus={() => {
          handOver.current.focused = true;
          upgrade();
        }}
        onBlur={() => {
          handOver.current.focused = false;
        }}
        onKeyDown={(event) => {
          if (openKeys.has(event.key)) openOnUpgrade(event);
        }}
        onClick={openOnUpgrade}
      >
        {props.label}
        <Icon name="chevronDown" size={16} className={chevron} />
      </button>
      <ul ref={fallbackList} id={popoverId} popover="auto" className={fallbackMenu} role="list" aria-label={props.label}>
        {props.items.map((navItem) => (
          <li key={navItem.href}>
            <Link href={navItem.href} className={item} aria-current={navItem.href === props.currentPath ? 'page' : undefined}>
              {navItem.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
