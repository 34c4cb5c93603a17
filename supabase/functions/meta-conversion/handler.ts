/**
 * Meta Conversions API relay for the thank-you pages: a plain Request -> Response handler, so the
 * same code runs on Supabase Edge Functions (index.ts), in packages/local-supabase and in Vitest.
 */
export type MetaConversionConfig = {
  pixelId?: string;
  accessToken?: string;
  graphApiVersion?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Dry-run events and Graph API failures; never the raw e-mail, name, phone or address. */
  log?: (message: string, detail?: unknown) => void;
};

type Payload = {
  event_name: 'Lead';
  email: string;
  first_name: string;
  last_name?: string;
  phone?: string;
  source_url: string;
  content_name: string;
  content_category: string;
  event_id?: string;
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const optionalText = (value: unknown, max: number) => value === undefined || value === null || value === '' || isText(value, max);

/** Checks the spec's payload; returns the reason it is refused, or null. */
export function validatePayload(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object';
  const input = body as Record<string, unknown>;
  if (input.event_name !== 'Lead') return 'event_name must be "Lead"';
  if (!isText(input.email, 254) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email.trim())) return 'email is not an e-mail address';
  if (!isText(input.first_name, 100)) return 'first_name is required';
  if (!optionalText(input.last_name, 100)) return 'last_name is too long';
  if (!optionalText(input.phone, 30)) return 'phone is too long';
  if (!isText(input.source_url, 2000) || !/^https?:\/\//.test(input.source_url)) return 'source_url must be an http(s) URL';
  if (!isText(input.content_name, 200)) return 'content_name is required';
  if (!isText(input.content_category, 100)) return 'content_category is required';
  if (!optionalText(input.event_id, 100)) return 'event_id is too long';
  return null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const normaliseName = (name: string) => name.trim().toLocaleLowerCase('el').replace(/[\s.,'’-]+/g, '');

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

const clientIp = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || undefined;

export function createMetaConversionHandler(config: MetaConversionConfig) {
  const send = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const version = config.graphApiVersion ?? 'v21.0';
  const log = config.log ?? ((message: string, detail?: unknown) => console.info(message, detail ?? ''));

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return json(405, { error: 'Use POST' });

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(400, { error: 'The body is not valid JSON' });
    }
    const problem = validatePayload(body);
    if (problem) return json(400, { error: problem });

    const payload = body as Payload;
    const eventId = payload.event_id || crypto.randomUUID();
    const hashed = async (value: string | undefined, normalise: (raw: string) => string) =>
      value && normalise(value) ? [await sha256Hex(normalise(value))] : undefined;

    const event = {
      event_name: payload.event_name,
      event_time: Math.floor(now() / 1000),
      action_source: 'website',
      event_source_url: payload.source_url,
      event_id: eventId,
      user_data: {
        em: await hashed(payload.email, normaliseEmail),
        ph: await hashed(payload.phone, normalisePhone),
        fn: await hashed(payload.first_name, normaliseName),
        ln: await hashed(payload.last_name === 'N/A' ? undefined : payload.last_name, normaliseName),
        client_user_agent: request.headers.get('user-agent') ?? undefined,
        client_ip_address: clientIp(request),
      },
      custom_data: { content_name: payload.content_name, content_category: payload.content_category },
    };

    // Without credentials (local development, previews) the event is checked and built but not sent.
    if (!config.pixelId || !config.accessToken) {
      const { client_ip_address: _address, ...loggable } = event.user_data;
      log('meta-conversion: dry run, not configured; would send', { ...event, user_data: loggable });
      return json(202, { sent: false, event_id: eventId });
    }

    const url = `https://graph.facebook.com/${version}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`;
    try {
      const answer = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [event] }),
      });
      if (!answer.ok) {
        log(`meta-conversion: Graph API answered ${answer.status}`, await answer.text().catch(() => ''));
        return json(502, { error: `Graph API answered ${answer.status}`, sent: false, event_id: eventId });
      }
      return json(200, { sent: true, event_id: eventId });
    } catch (error) {
      log('meta-conversion: Graph API unreachable', error);
      return json(502, { error: 'Graph API unreachable', sent: false, event_id: eventId });
    }
  };
}
