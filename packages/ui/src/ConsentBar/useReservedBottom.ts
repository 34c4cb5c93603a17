import { useLayoutEffect, type RefObject } from 'react';
import { reserveBottom } from './reserveBottom';

/** reserveBottom for as long as the bar is rendered. */
export function useReservedBottom(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    return bar ? reserveBottom(bar) : undefined;
  }, [ref]);
}
