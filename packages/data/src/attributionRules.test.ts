import { describe, expect, it } from 'vitest';
import { attributionFields } from './attribution';
import { fbcOf, readAttribution } from './attributionRules';

const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('what a submission carries', () => {
  it('is read key by key; unknown keys, oversized or malformed values and control characters are dropped', () => {
    const carried = readAttribution(
      fields({
        landing_page: '/students',
        referrer: 'https://www.google.com',
        utm_source: 'facebook',
        utm_medium: 'x'.repeat(101),
        utm_campaign: 'autumn\nBcc: someone',
        utm_term: '  ',
        fbclid: 'ABC<script>',
        gclid: 'Cj0KCQ_abc-1',
        email: 'someone@example.gr',
      }),
    );
    expect(carried).toEqual({
      landing_page: '/students',
      referrer: 'https://www.google.com',
      utm_source: 'facebook',
      gclid: 'Cj0KCQ_abc-1',
    });
    expect(readAttribution(fields({ landing_page: 'https://evil.example/', referrer: 'https://x.example/path?q=1' }))).toEqual({});
    expect(readAttribution(fields({ landing_page: '/students?email=a@b.gr' }))).toEqual({});
  });

  it('goes out as form fields with the mark that the page captured it', () => {
    expect(attributionFields({ landing_page: '/', utm_source: 'google' })).toEqual([
      ['attribution', '1'],
      ['landing_page', '/'],
      ['utm_source', 'google'],
    ]);
  });
});

it('gives Meta the click id in its own format', () => {
  expect(fbcOf('ABC', 1_764_158_400_000)).toBe('fb.1.1764158400000.ABC');
});
