import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../packages/static-host/src/securityHeaders';
import { createLeadIntakeHandler } from '../lead-intake/handler';
import type { IntakeStore } from './intakeStore';

const store: IntakeStore = {
  storeLead: async () => ({ status: 'stored', id: 'id', submissionId: 'sub', confirm: true }),
  recordDownload: async () => ({ status: 'stored', id: 'id', confirm: true }),
  registerForEvent: async () => ({ status: 'closed' }),
};
const handle = createLeadIntakeHandler({
  store,
  siteOrigin: 'https://www.example.gr',
  conversion: async () => 'dry-run',
  background: () => undefined,
  log: () => undefined,
});
const post = (body: string, accept = 'text/html') =>
  handle(
    new Request('http://backend.test/functions/v1/lead-intake', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: accept },
      body,
    }),
  );

describe('the Edge Functions’ answers', () => {
  it('carry the site’s security headers, whatever they answer', async () => {
    for (const response of [
      await post('form=students'),
      await post('form=students', 'application/json'),
      await post('form=nope'),
      await handle(new Request('http://backend.test/', { method: 'GET' })),
    ]) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('let the Greek page a plain form gets use its own style block and nothing else', async () => {
    const page = await post('form=students&firstName=Μ');
    expect(page.status).toBe(422);
    const style = /<style>([^<]*)<\/style>/.exec(await page.text())![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('allow nothing at all in a JSON answer or a redirect', async () => {
    const json = await post('form=students&firstName=Μ', 'application/json');
    expect(json.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    const redirect = await post('form=students&firstName=Μαρία&lastName=Παπαδοπούλου&email=m@example.gr&phone=6912345678');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });
});
