/** Where the device keeps leads to send later (localStorage), and whether it keeps any: what every page asks once idle. */
export const outboxKey = 'lead-outbox';

/** The broadcast channel on which a tab tells the device's other tabs what it sent (otherTabs). */
export const outboxChannel = 'lead-outbox';

/** Whether anything waits (no parsing; storage refused: nothing). */
export function hasKept(storage: Storage | null = storageOf()): boolean {
  try {
    return Boolean(storage?.getItem(outboxKey));
  } catch {
    return false;
  }
}

/** Storage as the page has it, or none (disabled, or a private mode that refuses it): then nothing is kept. */
export function storageOf(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the device keeps a lead of this form that the intake refused (outbox.ts's `refused`, not yet given back to its
 * form): read without the outbox's code, for the pages whose form would show it again.
 */
export function hasRefused(form: string, storage: Storage | null = storageOf()): boolean {
  try {
    const kept = JSON.parse(storage?.getItem(outboxKey) ?? '[]') as unknown;
    return (
      Array.isArray(kept) &&
      kept.some(
        (entry: { form?: unknown; refused?: { restored?: unknown } } | null) =>
          entry?.form === form && entry.refused && !entry.refused.restored,
      )
    );
  } catch {
    return false;
  }
}
