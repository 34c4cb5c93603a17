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
    /** Takes back the latest failure counted for this key (an attempt counted before it succeeded). */
    forgive(key: string) {
      const times = recent(key);
      times.pop();
      if (times.length) failures.set(key, times);
      else failures.delete(key);
    },
    reset(key: string) {
      failures.delete(key);
    },
    clear() {
      failures.clear();
    },
  };
}

export type SignInLimits = { perEmailAndClient: number; perClient: number; windowMs: number };

/**
 * Five wrong passwords per e-mail from one client address, thirty per client address, in fifteen
 * minutes; then 429. Per e-mail and address, as Supabase Auth limits per address: a stranger's wrong
 * passwords never lock the real admin out from their own connection.
 */
export const defaultSignInLimits: SignInLimits = { perEmailAndClient: 5, perClient: 30, windowMs: 15 * 60_000 };

/**
 * The sign-in throttle of the local backend and the mocks. An attempt is counted when it starts, before
 * the password is checked, so attempts sent in parallel cannot all pass the check first; a successful
 * one is taken back.
 */
export function createSignInThrottle(limits: SignInLimits = defaultSignInLimits, now?: () => number) {
  const byPair = createFailureThrottle({ maxFailures: limits.perEmailAndClient, windowMs: limits.windowMs, now });
  const byClient = createFailureThrottle({ maxFailures: limits.perClient, windowMs: limits.windowMs, now });
  const pair = (email: string, client: string) => `${email.trim().toLowerCase()}\n${client}`;
  return {
    /** Seconds to wait before this e-mail may be tried from this client; 0 when it may be tried now. */
    retryAfterSeconds: (email: string, client: string) =>
      Math.max(byPair.retryAfterSeconds(pair(email, client)), byClient.retryAfterSeconds(client)),
    begin(email: string, client: string) {
      byPair.fail(pair(email, client));
      byClient.fail(client);
    },
    succeeded(email: string, client: string) {
      byPair.reset(pair(email, client));
      byClient.forgive(client);
    },
    clear() {
      byPair.clear();
      byClient.clear();
    },
  };
}
