import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useStoreState, type MenuStore } from '@ariakit/react';
import { navHoverDelays } from './navTimings';

/**
 * Hover intent for a menu, as the specification times it: open after `open` ms, close `close` ms
 * after the pointer leaves the trigger and menu, and open at once when the pointer returns within
 * `skip` ms of a close. Only mouse pointers count; touch and keyboard use Ariakit's own behaviour.
 */
export function useHoverIntent(store: MenuStore, pointerEnteredAt: number | null = null, delays = navHoverDelays) {
  const openTimer = useRef(0);
  const closeTimer = useRef(0);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const openedByHover = useRef(false);

  const open = useStoreState(store, 'open');
  const wasOpen = useRef(open);
  useEffect(() => {
    // Opened or closed some other way (a click, a key, Escape): a hover-open still pending is moot, and
    // firing it would reopen a menu just closed, or mark a clicked one as opened by hover.
    window.clearTimeout(openTimer.current);
    if (wasOpen.current && !open) {
      closedAt.current = performance.now();
      openedByHover.current = false;
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    // The pointer arrived before this code did: count the open delay from that moment.
    if (pointerEnteredAt !== null) {
      const remaining = Math.max(0, delays.open - (performance.now() - pointerEnteredAt));
      openTimer.current = window.setTimeout(() => {
        openedByHover.current = true;
        store.show();
      }, remaining);
    }
    return () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: the timers are cleared when it goes
  }, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (store.getState().open) return;
    const recentlyClosed = performance.now() - closedAt.current < delays.skip;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(
      () => {
        openedByHover.current = true;
        store.show();
      },
      recentlyClosed ? 0 : delays.open,
    );
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(openTimer.current);
    if (!openedByHover.current) return;
    closeTimer.current = window.setTimeout(() => store.hide(), delays.close);
  };

  /** A click on a menu the mouse already opened keeps it open instead of toggling it shut. */
  const onTriggerClick = (event: MouseEvent) => {
    if (openedByHover.current && store.getState().open) {
      event.preventDefault();
      openedByHover.current = false;
    }
  };

  return { onPointerEnter, onPointerLeave, onTriggerClick };
}
