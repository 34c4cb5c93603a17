import { useLayoutEffect, type RefObject } from 'react';
import { reserveBottom } from './reserveBottom';

/** reserveBottom for as long as the bar is rendered (none without a ref). */
export function useReservedBottom(ref: RefObject<HTMLElement | null> | null) {
  useLayoutEffect(() => {
    const bar = ref?.current;
    return bar ? reserveBottom(bar) : undefined;
  }, [ref]);
}
