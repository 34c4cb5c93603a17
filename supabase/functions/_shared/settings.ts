/**
 * The intake's settings, read from the function's environment (Supabase secrets when deployed, the
 * local backend's environment locally): INTAKE_LIMIT submissions per client address per
 * INTAKE_WINDOW_SECONDS. A value that is not a positive whole number stops the function at start.
 */
export type IntakeLimits = { limit: number; windowSeconds: number };

export const defaultIntakeLimits: IntakeLimits = { limit: 5, windowSeconds: 600 };

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  return Number(value);
}

export const intakeLimitsFrom = (get: (name: string) => string | undefined): IntakeLimits => ({
  limit: positive('INTAKE_LIMIT', get('INTAKE_LIMIT'), defaultIntakeLimits.limit),
  windowSeconds: positive('INTAKE_WINDOW_SECONDS', get('INTAKE_WINDOW_SECONDS'), defaultIntakeLimits.windowSeconds),
});
