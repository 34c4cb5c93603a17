/**
 * JSON in sessionStorage: it lives as long as the tab, so a reload keeps it and closing the tab ends it.
 * Storage can be disabled or full; then nothing is kept and nothing breaks.
 */
export function readSession<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the page still works, it just forgets on reload.
  }
}

export function removeSession(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
