import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../app/lib/sitemap';
import { headerRules } from './hostFiles';
import { policySources } from './policySources';
import { isPreviewBuild } from './siteEnv';

describe('a pull request’s preview build (SITE_ENV=preview)', () => {
  it('is only SITE_ENV=preview', () => {
    expect(isPreviewBuild({ SITE_ENV: 'preview' })).toBe(true);
    for (const value of ['production', 'staging', undefined]) expect(isPreviewBuild({ SITE_ENV: value })).toBe(false);
  });

  it('says noindex on every answer, beside the same security headers; the public site does not', () => {
    const sources = policySources();
    const [preview] = headerRules(sources, { preview: true });
    const [site] = headerRules(sources, { preview: false });
    expect(preview!.set).toMatchObject({ 'X-Robots-Tag': 'noindex, nofollow' });
    expect(site!.set).not.toHaveProperty('X-Robots-Tag');
    const rest = Object.fromEntries(Object.entries(preview!.set ?? {}).filter(([name]) => name !== 'X-Robots-Tag'));
    expect(rest).toEqual(site!.set);
  });

  it('disallows every crawler in robots.txt, and names no sitemap', () => {
    expect(robotsTxt(true)).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt(false)).toContain('Sitemap: ');
  });
});
