import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { NavGroup } from './navTypes';
import { useHoverIntent } from './useHoverIntent';
import { chevron, item, menu, root, trigger } from './NavDropdown.css';

export type NavDropdownMenuProps = NavGroup & {
  currentPath?: string;
  /** What the visitor did on the light trigger before this code arrived. */
  handOver?: { focused: boolean; openNow: 'keyboard' | 'pointer' | null; pointerEnteredAt: number | null };
};

/**
 * The desktop dropdown. Ariakit's Menu gives the keyboard model (Enter, Space and ArrowDown
 * open, arrows move, Escape closes and returns focus); useHoverIntent adds the mouse timing.
 */
export function NavDropdownMenu({ label, items, currentPath, handOver }: NavDropdownMenuProps) {
  const store = useMenuStore({ placement: 'bottom-start' });
  // A click or key on the light trigger already decided; only a pointer that merely rested there hands
  // its hover over.
  const hover = useHoverIntent(store, handOver?.openNow ? null : (handOver?.pointerEnteredAt ?? null));
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Carry on from the light trigger this replaced: keep focus on the button at once.
  useLayoutEffect(() => {
    if (handOver?.focused || handOver?.openNow) triggerRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: the hand-over happens once
  }, []);
  // Open a menu the visitor already asked for, through the store as Ariakit's own ArrowDown handler
  // does (on its first item for the keyboard), once Ariakit's effects have wired the store to its items.
  useEffect(() => {
    if (!handOver?.openNow) return;
    const frame = requestAnimationFrame(() => {
      store.show();
      if (handOver.openNow === 'keyboard') {
        store.setAutoFocusOnShow(true);
        store.setInitialFocus('first');
      }
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: what was asked before the menu loaded is done once
  }, []);

  return (
    // The menu renders inside this wrapper, so moving from the button to an item never "leaves".
    <div className={root} onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave}>
      <MenuButton ref={triggerRef} store={store} className={trigger} onClick={hover.onTriggerClick}>
        {label}
        <Icon name="chevronDown" size={16} className={chevron} />
      </MenuButton>
      <Menu store={store} gutter={6} className={menu} portal={false}>
        {items.map((navItem) => (
          <MenuItem
            key={navItem.href}
            className={item}
            render={<Link href={navItem.href} aria-current={navItem.href === currentPath ? 'page' : undefined} />}
          >
            {navItem.label}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
