import { useEffect, type ReactNode } from 'react';

/**
 * The root of a hydrated island, the same at build time and in the browser (so its ids match): it tells the loader
 * once React has hydrated the island and run its effects, when the island's handlers are there for what the visitor
 * did before its code arrived.
 */
export function IslandRoot({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
