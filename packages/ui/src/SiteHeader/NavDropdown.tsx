import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import type { NavDropdownMenuProps } from './NavDropdownMenu';
import type { NavGroup } from './navTypes';
import { chevron, root, trigger } from './NavDropdown.css';

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
 * prerendered trigger is a plain button, and the menu arrives the moment the visitor points at it
 * or focuses it, well inside the 200 ms hover delay. Whatever they did meanwhile is handed over.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [Menu, setMenu] = useState<MenuComponent | null>(() => loadedMenu);
  const handOver = useRef({ focused: false, openNow: false, pointerEnteredAt: null as number | null });
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  if (Menu) return <Menu {...props} handOver={handOver.current} />;

  const upgrade = () =>
    void loadMenu().then((component) => {
      if (mounted.current) setMenu(() => component);
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!openKeys.has(event.key)) return;
    event.preventDefault();
    handOver.current.openNow = true;
    upgrade();
  };

  return (
    <div
      className={root}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') handOver.current.pointerEnteredAt = performance.now();
        upgrade();
      }}
      onPointerLeave={() => {
        handOver.current.pointerEnteredAt = null;
      }}
    >
      <button
        type="button"
        className={trigger}
        aria-haspopup="menu"
        aria-expanded="false"
        onFocus={() => {
          handOver.current.focused = true;
          upgrade();
        }}
        onBlur={() => {
          handOver.current.focused = false;
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          handOver.current.openNow = true;
          upgrade();
        }}
      >
        {props.label}
        <Icon name="chevronDown" size={16} className={chevron} />
      </button>
    </div>
  );
}
