import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { NavGroup } from './navTypes';
import { useHoverIntent } from './useHoverIntent';
import { chevron, item, menu, root, trigger } from './NavDropdown.css';

export type NavDropdownProps = NavGroup & { currentPath?: string };

/**
 * The desktop dropdown. Ariakit's Menu gives the keyboard model (Enter, Space and ArrowDown
 * open, arrows move, Escape closes and returns focus); useHoverIntent adds the mouse timing.
 */
export function NavDropdown({ label, items, currentPath }: NavDropdownProps) {
  const store = useMenuStore({ placement: 'bottom-start' });
  const hover = useHoverIntent(store);
  return (
    // The menu renders inside this wrapper, so moving from the button to an item never "leaves".
    <div className={root} onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave}>
      <MenuButton store={store} className={trigger} onClick={hover.onTriggerClick}>
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
