/**
 * The visitor's address for the per-client throttle: `cf-connecting-ip`, which the platform's edge
 * (Cloudflare, in front of every hosted Supabase project) sets from the connection itself, replacing
 * anything a client sent; the local backend sets it the same way. Never X-Forwarded-For's first entry:
 * a client writes that one itself. Without the header every such request shares one bucket, so a
 * missing header can only make the throttle stricter (docs/decisions/013-one-lead-pipeline.md).
 */
export const clientAddressHeader = 'cf-connecting-ip';

export function clientAddress(request: Request): string {
  const address = request.headers.get(clientAddressHeader)?.trim() ?? '';
  return /^[0-9a-f:.]{2,45}$/i.test(address) ? address.toLowerCase() : 'unknown';
}
