import { consentFields, consentStorageKey, readConsent, versionBefore, type AdConsent, type ConsentRecord } from '@cg/data/privacy';
import { consentAskedSince, noticeVersion } from '@cg/content/noticeVersion';
import { consentChangeEvent } from './consentChange';

/**
 * No React here: the question and the settings run without it (askConsent, changeConsentInPlace; decision 028).
 *
 * The visitor's answer on measurement, kept on this device for at most 12 months, without a cookie
 * (localStorage): read with the same rules the intake applies (`readConsent`), so an answer older than the notice
 * allows, or a damaged one, counts as none; so does one given before the question last changed its purposes
 * (`consentAskedSince`), which is then asked again. No answer means no.
 */
export { consentStorageKey };
const changed = consentChangeEvent;

function storedText(): string | null {
  try {
    return localStorage.getItem(consentStorageKey);
  } catch {
    // Storage refused (private mode): no answer.
    return null;
  }
}

function parse(text: string | null): ConsentRecord | null {
  try {
    const stored = JSON.parse(text ?? 'null') as Partial<ConsentRecord> | null;
    if (!stored) return null;
    const fields: Record<string, string | undefined> = {
      [consentFields.choice]: stored.choice,
      [consentFields.at]: stored.at,
      [consentFields.noticeVersion]: stored.noticeVersion,
    };
    const record = readConsent((name) => fields[name] ?? null);
    return record && !versionBefore(record.noticeVersion, consentAskedSince) ? record : null;
  } catch {
    // Storage refused (private mode) or damaged: no answer.
    return null;
  }
}

// Read afresh each time, parsed only when the stored text changed: storage cleared or answered elsewhere (another
// tab, the privacy page's settings, a test that starts from an empty store) is seen at the next render.
let parsed: { text: string | null; record: ConsentRecord | null } | undefined;
// An answer the storage refused to keep (private mode): it lasts as long as this page.
let keptInPage: ConsentRecord | null = null;
export function snapshot() {
  const text = storedText();
  if (text === null && keptInPage) return keptInPage;
  if (parsed === undefined || parsed.text !== text) parsed = { text, record: parse(text) };
  return parsed.record;
}

export function storeConsent(choice: AdConsent): ConsentRecord {
  const record: ConsentRecord = { choice, at: new Date().toISOString(), noticeVersion };
  keptInPage = null;
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Not kept across pages, but this page's forms still carry it.
    keptInPage = record;
  }
  dispatchEvent(new Event(changed));
  return record;
}

/** The answer a submission carries now (none before the visitor answers). */
export const currentConsent = (): ConsentRecord | null => (typeof window === 'undefined' ? null : snapshot());

export const subscribe = (onChange: () => void) => {
  addEventListener(changed, onChange);
  // Another tab answered.
  const fromStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey || event.key === null) onChange();
  };
  addEventListener('storage', fromStorage);
  return () => {
    removeEventListener(changed, onChange);
    removeEventListener('storage', fromStorage);
  };
};
