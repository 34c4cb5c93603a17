import { attributionKeys, attributionStorageKey, type Attribution } from '@cg/data/attribution';

/**
 * The visit's attribution as the first page kept it (its known names only; the intake checks every value),
 * or null when the page could not keep it (storage refused), which the intake records as an unknown source.
 */
export function currentAttribution(): Attribution | null {
  try {
    const visit: unknown = JSON.parse(sessionStorage.getItem(attributionStorageKey) ?? 'null');
    if (!visit || typeof visit !== 'object') return null;
    const values = visit as Record<string, unknown>;
    return Object.fromEntries(attributionKeys.flatMap((key) => (typeof values[key] === 'string' ? [[key, values[key]]] : [])));
  } catch {
    return null;
  }
}
