import { attributionStorageKey, readAttribution, type Attribution } from '@cg/data/attribution';

/**
 * The visit's attribution as the first page kept it, checked as the intake checks it; null when the page
 * could not keep it (storage refused), which the intake records as an unknown source.
 */
export function currentAttribution(): Attribution | null {
  try {
    const visit: unknown = JSON.parse(sessionStorage.getItem(attributionStorageKey) ?? 'null');
    if (!visit || typeof visit !== 'object') return null;
    const values = visit as Record<string, unknown>;
    return readAttribution((key) => (typeof values[key] === 'string' ? (values[key] as string) : null));
  } catch {
    return null;
  }
}
