import { useState } from 'react';

/**
 * Something staff open from a row's button (an article to edit, an event's registrations): closing it puts focus back
 * on that button, where they left off, if the row is still there.
 */
export function useOpenedFrom<T>() {
  const [opened, setOpened] = useState<{ item: T; trigger: HTMLElement } | null>(null);
  return {
    item: opened?.item ?? null,
    open: (item: T, trigger: HTMLElement) => setOpened({ item, trigger }),
    close: () => {
      const trigger = opened?.trigger;
      setOpened(null);
      requestAnimationFrame(() => trigger?.isConnected && trigger.focus());
    },
    /** Closes without moving focus (the row it came from is gone). */
    forget: () => setOpened(null),
  };
}
