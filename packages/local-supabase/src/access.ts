/** The Supabase CLI's local JWT secret: anyone may know it, so it may only ever guard a developer's loopback. */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

// The dev server, `npm start` (and e2e), the Lighthouse benchmark's own server, and Storybook.
export const defaultAllowedOrigins = [5173, 4173, 4390, 6006].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/**
 * Who may call the backend: `LOCAL_SUPABASE_ALLOWED_ORIGINS` when set, otherwise the usual ports and the site this
 * backend serves (`LOCAL_SITE_ORIGIN`, with its twin on the other loopback name): a second copy of `npm start` on
 * its own ports could not be signed into when only the usual ports were answered.
 */
export function allowedOriginsFor(explicit: readonly string[] | undefined, siteOrigin: string | undefined): readonly string[] {
  if (explicit) return explicit;
  if (!siteOrigin) return defaultAllowedOrigins;
  const twins = [siteOrigin];
  const url = URL.canParse(siteOrigin) ? new URL(siteOrigin) : undefined;
  if (url && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) {
    const other = new URL(url.origin);
    other.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    twins.push(url.origin, other.origin);
  }
  return [...new Set([...defaultAllowedOrigins, ...twins])];
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

/** A host name or address that only this machine can reach. */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (loopbackNames.has(name) || name.endsWith('.localhost')) return true;
  return isLoopbackIPv4(name);
}

/** 127.0.0.0/8, written as four decimal octets without leading zeros (as Node's isIP takes them). */
function isLoopbackIPv4(name: string) {
  const octet = '(0|[1-9]\\d{0,2})';
  const octets = new RegExp(`^${octet}\\.${octet}\\.${octet}\\.${octet}$`).exec(name)?.slice(1).map(Number);
  return octets !== undefined && octets[0] === 127 && octets.every((value) => value <= 255);
}

/** The name in a Host header, without its port; null when it is not a plausible host. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match ? match[1]!.replace(/^\[|\]$/g, '').toLowerCase() : null;
}

/**
 * Only loopback names are answered unless others are configured: a page on another site that points a
 * domain of its own at 127.0.0.1 (DNS rebinding) sends its own name as Host and is turned away.
 */
export const hostAllowed = (header: string | undefined, extraHosts: readonly string[]) => {
  const name = hostName(header);
  return name !== null && (isLoopback(name) || extraHosts.map((host) => host.toLowerCase()).includes(name));
};

/**
 * The demo secret lets anyone mint a service_role token, so it is refused unless the backend is bound to
 * loopback and holds its data in embedded PGlite; anything else needs LOCAL_SUPABASE_JWT_SECRET.
 */
export function assertSafeSecret({ secret, host, databaseUrl }: { secret: string; host: string; databaseUrl?: string }) {
  if (secret !== localJwtSecret) {
    if (secret.length < 32) throw new Error('LOCAL_SUPABASE_JWT_SECRET must be at least 32 characters long.');
    return;
  }
  if (!isLoopback(host)) {
    throw new Error(
      `Refusing to listen on ${host} with the public demo JWT secret: set LOCAL_SUPABASE_JWT_SECRET to a secret of your own.`,
    );
  }
  if (databaseUrl) {
    throw new Error(
      'Refusing to serve the database at DATABASE_URL with the public demo JWT secret: set LOCAL_SUPABASE_JWT_SECRET to a secret of your own.',
    );
  }
}

const corsBase = {
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-upsert, range, x-supabase-api-version, cache-control',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'content-range, x-request-id, retry-after',
  'Access-Control-Max-Age': '600',
};

/** CORS headers for an allowed origin; none at all (so the browser refuses the answer) for any other. */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return { ...corsBase, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}
