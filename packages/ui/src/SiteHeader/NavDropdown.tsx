import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { NavGroup } from './navTypes';
import { navHoverDelays } from './navTimings';
import { chevron, item, menu, trigger } from './NavDropdown.css';

export type NavDropdownProps = NavGroup & { currentPath?: string };

/**
 * The desktop dropdown. Ariakit's Menu gives the keyboard model (Enter, Space and ArrowDown
 * open, arrows move, Escape closes and returns focus); hover opens after 200 ms, closes after
 * 150 ms, and opens at once when the pointer comes back within 300 ms of a close.
 */
export function NavDropdown({ label, items, currentPath }: NavDropdownProps) {
  const [skipDelay, setSkipDelay] = useState(false);
  const skipTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(skipTimer.current), []);

  const handleOpenChange = (open: boolean) => {
    if (open) return;
    setSkipDelay(true);
    window.clearTimeout(skipTimer.current);
    skipTimer.current = window.setTimeout(() => setSkipDelay(false), navHoverDelays.skip);
  };

  return (
    <MenuProvider
      showTimeout={skipDelay ? 0 : navHoverDelays.open}
      hideTimeout={navHoverDelays.close}
      setOpen={handleOpenChange}
      placement="bottom-start"
    >
      <MenuButton showOnHover className={trigger}>
        {label}
        <Icon name="chevronDown" size={16} className={chevron} />
      </MenuButton>
      <Menu gutter={6} className={menu} portal={false}>
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
    </MenuProvider>
  );
}
