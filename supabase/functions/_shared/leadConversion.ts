/**
 * The Lead conversion, sent by the intake itself right after it stores a lead (never from a browser):
 * the specification's payload (section 7) as a Meta Conversions API event, user data normalised and
 * SHA-256 hashed as Meta requires, event_id = the lead's submission id. Without the visitor's consent
 * nothing is sent (`conversion skipped: no consent`); without credentials it is a dry run. Either way one log line says what happened, with the word "conversion" and the event id and no
 * personal data; a failure is logged and never reaches the visitor.
 */
import { fbcOf } from '../../../packages/data/src/attributionRules.ts';

export type ConversionCredentials = { pixelId?: string; accessToken?: string; graphApiVersion?: string };

export type ConversionConfig = ConversionCredentials & {
  fetch?: typeof fetch;
  now?: () => number;
  log?: (line: string) => void;
};

export type LeadForConversion = {
  eventId: string;
  email: string;
  firstName: string;
  lastName?: string;
  phone?: string;
  /** The form's page on the site. */
  sourceUrl: string;
  contentName: string;
  /** Who sent the form, as Meta matches events to people: passed on as the browser sent them. */
  userAgent?: string;
  clientIp?: string;
  /** The ad click id the visit landed with: sent as Meta's fbc. */
  fbclid?: string;
  /** The visitor accepted advertising measurement with this submission; without it nothing is sent. */
  consented: boolean;
};

export type ConversionOutcome = 'sent' | 'dry-run' | 'failed' | 'skipped';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const normaliseName = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase('el')
    .replace(/[\s.,'’-]+/g, '');

/** Digits only, with the country code: Greek numbers (10 digits, 2x landline or 69x mobile) get 30. */
export function normalisePhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10 && /^(2|69)/.test(digits)) digits = `30${digits}`;
  return digits;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const hashed = async (value: string | undefined, normalise: (raw: string) => string) =>
  value && normalise(value) ? [await sha256Hex(normalise(value))] : undefined;

/** The Conversions API event for one stored lead. */
export async function leadEvent(lead: LeadForConversion, now: number) {
  return {
    event_name: 'Lead',
    event_time: Math.floor(now / 1000),
    action_source: 'website',
    event_source_url: lead.sourceUrl,
    event_id: lead.eventId,
    user_data: {
      em: await hashed(lead.email, normaliseEmail),
      ph: await hashed(lead.phone, normalisePhone),
      fn: await hashed(lead.firstName, normaliseName),
      // The foreis form's one-word name leaves 'N/A' as the last name: not a name.
      ln: await hashed(lead.lastName === 'N/A' ? undefined : lead.lastName, normaliseName),
      client_user_agent: lead.userAgent || undefined,
      client_ip_address: lead.clientIp && lead.clientIp !== 'unknown' ? lead.clientIp : undefined,
      fbc: lead.fbclid ? fbcOf(lead.fbclid, now) : undefined,
    },
    custom_data: { content_name: lead.contentName, content_category: 'Lead Generation' },
  };
}

export function createLeadConversion(config: ConversionConfig) {
  const send = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = config.now ?? Date.now;
  const version = config.graphApiVersion ?? 'v21.0';
  const log = config.log ?? ((line: string) => console.info(line));

  return async function sendLeadConversion(lead: LeadForConversion): Promise<ConversionOutcome> {
    // Whether a click id went with it, never the id itself.
    const label = `Lead event ${lead.eventId} (${lead.contentName})${lead.fbclid ? ' with fbc' : ''}`;
    if (!lead.consented) {
      log(`conversion skipped: no consent: ${label}`);
      return 'skipped';
    }
    if (!config.pixelId || !config.accessToken) {
      log(`conversion dry run, not configured (META_PIXEL_ID, META_ACCESS_TOKEN): ${label}`);
      return 'dry-run';
    }
    const url = `https://graph.facebook.com/${version}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`;
    try {
      const event = await leadEvent(lead, now());
      const answer = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [event] }),
      });
      await answer.body?.cancel().catch(() => undefined);
      if (!answer.ok) {
        log(`conversion failed: ${label}: the Graph API answered ${answer.status}`);
        return 'failed';
      }
      log(`conversion sent: ${label}`);
      return 'sent';
    } catch (error) {
      log(`conversion failed: ${label}: the Graph API is unreachable (${error instanceof Error ? error.name : 'error'})`);
      return 'failed';
    }
  };
}

export type LeadConversion = ReturnType<typeof createLeadConversion>;
