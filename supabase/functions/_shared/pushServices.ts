/**
 * The browsers' push services (issue 61, decision 033): a device's endpoint must be one of them, and the sender checks
 * it again before every request, so a row that got past the database (or a test's store) still reaches nothing else.
 * The same list as `private.is_push_endpoint` (supabase/migrations/20261205090000_push_services_only.sql):
 * https on the default port, a host name of this list (never an IP literal), no credentials.
 */
const shape = /^https:\/\/([a-z0-9.-]+)(:443)?\/[!-~]*$/;
const serviceHosts =
  /^(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|web\.push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)$/;

export function isPushServiceEndpoint(endpoint: string): boolean {
  if (endpoint.length > 1024) return false;
  const host = shape.exec(endpoint)?.[1];
  if (!host || !serviceHosts.test(host)) return false;
  try {
    // What a URL parser makes of it agrees: no user or password, the same host, https's own port.
    const url = new URL(endpoint);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname === host && url.port === '';
  } catch {
    return false;
  }
}
