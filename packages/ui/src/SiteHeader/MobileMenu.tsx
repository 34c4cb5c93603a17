import { lazy, Suspense, useState } from 'react';
import { Icon } from '../Icon/Icon';
import type { MobileMenuSheetProps } from './MobileMenuSheet';
import * as css from './MobileMenu.css';

export type MobileMenuProps = Omit<MobileMenuSheetProps, 'open' | 'onClose'> & {
  openLabel: string;
  className?: string;
};

const loadSheet = () => import('./MobileMenuSheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/**
 * Under the tablet breakpoint: a 'Μενού' button opening a right-hand sheet. The sheet's dialog code
 * loads when the visitor reaches for the button (touch, hover or focus), not with the page.
 */
export function MobileMenu({ openLabel, className, ...sheetProps }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const prefetch = () => void loadSheet();

  return (
    <div className={className}>
      <button
        type="button"
        className={css.iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" />
        <span>{openLabel}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet {...sheetProps} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
