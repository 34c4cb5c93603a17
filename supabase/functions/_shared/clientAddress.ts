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

/**
 * Whom the throttle counts: an IPv4 address as it is, an IPv6 address by its /64 network, the part a
 * provider gives one customer. A single host can take any address of its /64 at will, so counting the
 * address itself would give one attacker 2^64 buckets.
 */
export function throttleClient(address: string): string {
  if (!address.includes(':')) return address;
  const halves = address.split('::');
  if (halves.length > 2) return 'unknown';
  const [head = '', tail] = halves;
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An IPv4-mapped or -embedded tail (::ffff:192.0.2.1) is one address of IPv4.
  const last = tailGroups.at(-1) ?? headGroups.at(-1) ?? '';
  if (last.includes('.')) return last;
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return 'unknown';
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
