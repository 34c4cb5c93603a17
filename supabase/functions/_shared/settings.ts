/**
 * The intake's throttle, read from the function's environment (Supabase secrets when deployed, the local
 * backend's environment locally). Sized so a class on one school network fits and a flood does not
 * (docs/decisions/031-a-class-on-one-network.md):
 * - INTAKE_LIMIT submissions per client address per INTAKE_WINDOW_SECONDS: the burst a class fits in;
 * - INTAKE_DAILY_LIMIT per address a day: what one address may send over a day;
 * - INTAKE_PERSON_LIMIT per e-mail and per phone per window, INTAKE_PERSON_DAILY_LIMIT a day: one person resending;
 * - EVENT_SEATS_PER_ADDRESS: the seats of one event the registrations from one client address may hold (issue 61);
 * - CONFIRMATIONS_PER_MAILBOX and CONFIRMATIONS_PER_ADDRESS: the confirmations a day to one mailbox, and for
 *   submissions from one client address (issue 61, decision 030); past them the lead is stored, unconfirmed.
 * A value that is not a positive whole number stops the function at start.
 */
export type IntakeLimits = {
  limit: number;
  windowSeconds: number;
  dailyLimit: number;
  personLimit: number;
  personDailyLimit: number;
  seatsPerAddress: number;
  confirmationsPerMailbox: number;
  confirmationsPerAddress: number;
};

export const defaultIntakeLimits: IntakeLimits = {
  limit: 40,
  windowSeconds: 600,
  dailyLimit: 150,
  personLimit: 5,
  personDailyLimit: 20,
  seatsPerAddress: 20,
  confirmationsPerMailbox: 3,
  confirmationsPerAddress: 30,
};

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  return Number(value);
}

export const intakeLimitsFrom = (get: (name: string) => string | undefined): IntakeLimits => ({
  limit: positive('INTAKE_LIMIT', get('INTAKE_LIMIT'), defaultIntakeLimits.limit),
  windowSeconds: positive('INTAKE_WINDOW_SECONDS', get('INTAKE_WINDOW_SECONDS'), defaultIntakeLimits.windowSeconds),
  dailyLimit: positive('INTAKE_DAILY_LIMIT', get('INTAKE_DAILY_LIMIT'), defaultIntakeLimits.dailyLimit),
  personLimit: positive('INTAKE_PERSON_LIMIT', get('INTAKE_PERSON_LIMIT'), defaultIntakeLimits.personLimit),
  personDailyLimit: positive('INTAKE_PERSON_DAILY_LIMIT', get('INTAKE_PERSON_DAILY_LIMIT'), defaultIntakeLimits.personDailyLimit),
  seatsPerAddress: positive('EVENT_SEATS_PER_ADDRESS', get('EVENT_SEATS_PER_ADDRESS'), defaultIntakeLimits.seatsPerAddress),
  confirmationsPerMailbox: positive(
    'CONFIRMATIONS_PER_MAILBOX',
    get('CONFIRMATIONS_PER_MAILBOX'),
    defaultIntakeLimits.confirmationsPerMailbox,
  ),
  confirmationsPerAddress: positive(
    'CONFIRMATIONS_PER_ADDRESS',
    get('CONFIRMATIONS_PER_ADDRESS'),
    defaultIntakeLimits.confirmationsPerAddress,
  ),
});

/** The limits as public.intake_lead and public.record_download take them. */
export const throttleArguments = (limits: IntakeLimits) => ({
  max_per_window: limits.limit,
  window_seconds: limits.windowSeconds,
  per_address_day: limits.dailyLimit,
  per_person: limits.personLimit,
  per_person_day: limits.personDailyLimit,
  confirm_per_mailbox: limits.confirmationsPerMailbox,
  confirm_per_address: limits.confirmationsPerAddress,
});

/** Every limit at the same number within 10 minutes and a day: for tests and local runs that send from one address. */
export const everyIntakeLimitAt = (limit: number): IntakeLimits => ({
  limit,
  windowSeconds: 600,
  dailyLimit: limit,
  personLimit: limit,
  personDailyLimit: limit,
  seatsPerAddress: limit,
  confirmationsPerMailbox: limit,
  confirmationsPerAddress: limit,
});
