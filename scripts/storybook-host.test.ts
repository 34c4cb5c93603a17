import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../packages/static-host/src/securityHeaders';
import { hashSource } from '../site/host/contentSecurityPolicy';
import { finishStorybook } from './storybook-host';

describe('the published Storybook’s host files', () => {
  it('carry the site’s security headers, a policy with its inline scripts’ hashes, and noindex; robots.txt disallows all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storybook-static-'));
    const inline = "window.CONFIG_TYPE = 'PRODUCTION';";
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><script>${inline}</script></head><body></body></html>`);
    writeFileSync(
      join(dir, 'iframe.html'),
      '<!doctype html><html><head><script type="module" src="./assets/iframe.js"></script></head></html>',
    );
    expect(await finishStorybook(dir)).toBe(1);
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    for (const name of Object.keys(securityHeaders)) expect(headers, name).toContain(`${name}: `);
    expect(headers).toContain('X-Frame-Options: SAMEORIGIN');
    expect(headers).toContain('X-Robots-Tag: noindex, nofollow');
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/);
    expect(headers).toContain(hashSource(inline));
    expect(headers).toContain("frame-ancestors 'self'");
    expect(headers).not.toContain("'unsafe-eval'");
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  });
});
