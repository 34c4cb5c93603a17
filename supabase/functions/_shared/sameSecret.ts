/** Compares two secrets in time that does not depend on where they differ; an empty expected secret matches nothing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0 && expected.length > 0;
}

/** Whether a request carries this key as its bearer token (pg_cron's call carries the service role key). */
export const bearerIs = (request: Request, key: string) =>
  sameSecret(/^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '', key);
