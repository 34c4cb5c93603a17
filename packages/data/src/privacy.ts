/**
 * The privacy facts the code enforces and the notice states (docs/decisions/023-privacy-by-design.md):
 * how long each kind of personal data is kept, and the shape of the visitor's choice on advertising
 * measurement. The database's retention settings start from the same numbers (a unit test holds them
 * together); the notice on /privacy reads them from here.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */

/**
 * Months the visitor's choice on advertising measurement is kept on their device: a constant of its own, so the
 * choice's age below is a number the bundler can drop where it is unused (read from the object, it stayed in a page's
 * inline script as an expression that does nothing).
 */
const consentMonths = 12;

export const retention = {
  /** Leads: months after the last change of their status (or their arrival, when never changed). */
  leadMonths: 24,
  /** Sample downloads: months after the download. */
  downloadMonths: 12,
  /** An event registration (who registered, how many, whether they came): days after its event ends; its lead follows leadMonths. */
  registrationDays: 180,
  /** The visitor's choice on advertising measurement, kept on their device. */
  consentMonths,
  /**
   * The intake's throttle: hours its hashed subjects (the client address, the e-mail, the phone) are kept, the
   * longest of its windows (a day; supabase/migrations/20261129090000_throttle_by_person.sql).
   */
  throttleHours: 24,
  /** A lead kept on the visitor's device because the intake could not be reached: days before it is dropped unsent. */
  outboxDays: 7,
  /** The site's own measurement (decision 034): whole days its page views and web vitals stay as single rows. */
  pageEventDays: 3,
  /** The daily totals they are rolled up into, which name no visit: months kept. */
  trafficMonths: 25,
  /** Browsers' policy reports (the page and what was blocked): days kept. */
  policyReportDays: 30,
} as const;

/** The visitor's answer to "may we measure our advertising with your submission?". No answer means no. */
export type AdConsent = 'granted' | 'denied';

/** What a submission carries about it: the answer, when it was given and under which version of the notice. */
export type ConsentRecord = { choice: AdConsent; at: string; noticeVersion: string };

/** Where the browser keeps the answer (localStorage: no cookie), for at most consentMonths. */
export const consentStorageKey = 'ad-consent';

/** The form fields that carry it, as the plain form and the hydrated page post them. */
export const consentFields = { choice: 'ad_consent', at: 'ad_consent_at', noticeVersion: 'notice_version' } as const;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const versionShape = /^\d{1,3}(?:\.\d{1,3}){0,2}$/;
/** How long an answer holds: then the visitor is asked again. */
export const consentMaxAgeMs = consentMonths * 30.44 * 24 * 3600 * 1000;

/**
 * The consent a submission carries, or null when it carries none or one that cannot stand: an unknown
 * answer, a time in the future or older than the choice may be kept, a malformed version. Only a
 * well-formed `granted` allows a conversion; anything else is no.
 */
export function readConsent(get: (name: string) => string | null, now = Date.now()): ConsentRecord | null {
  const choice = get(consentFields.choice);
  const at = get(consentFields.at) ?? '';
  const noticeVersion = get(consentFields.noticeVersion) ?? '';
  if (choice !== 'granted' && choice !== 'denied') return null;
  if (!isoInstant.test(at) || !versionShape.test(noticeVersion)) return null;
  const time = Date.parse(at);
  // A minute of leeway for the visitor's clock.
  if (Number.isNaN(time) || time > now + 60_000 || time < now - consentMaxAgeMs) return null;
  return { choice, at: new Date(time).toISOString(), noticeVersion };
}

/** Whether notice version `a` ("1.2") comes before `b`, part by part as numbers. */
export function versionBefore(a: string, b: string) {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number)) as [number[], number[]];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference < 0;
  }
  return false;
}
