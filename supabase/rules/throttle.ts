/**
 * Counts failed sign-ins per key (an e-mail, a client address) in a sliding window and says how long
 * to wait once a key has failed too often, as Supabase Auth's rate limits do.
 */
export type ThrottleOptions = { maxFailures: number; windowMs: number; now?: () => number };

export function createFailureThrottle({ maxFailures, windowMs, now = Date.now }: ThrottleOptions) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  return {
    /** Seconds to wait before this key may try again; 0 when it may try now. */
    retryAfterSeconds(key: string): number {
      const times = recent(key);
      if (times.length < maxFailures) return 0;
      return Math.max(1, Math.ceil((times[times.length - maxFailures]! + windowMs - now()) / 1000));
    },
    fail(key: string) {
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string) {
      failures.delete(key);
    },
    clear() {
      failures.clear();
    },
  };
}

export type SignInLimits = { perEmail: number; perClient: number; windowMs: number };

/** Five wrong passwords per e-mail, thirty per client address, in fifteen minutes; then 429. */
export const defaultSignInLimits: SignInLimits = { perEmail: 5, perClient: 30, windowMs: 15 * 60_000 };
