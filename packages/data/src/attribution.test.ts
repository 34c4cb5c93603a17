import { describe, expect, it } from 'vitest';
import { attributionFields, attributionOf, fbcOf, readAttribution } from './attribution';

const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('what a visit says of where it came from', () => {
  it('keeps the landing path, the campaign and the click id, and the referrer as an origin', () => {
    const landed = attributionOf(
      'https://example.gr/students?utm_source=facebook&utm_medium=paid&utm_campaign=autumn&fbclid=ABC&email=someone@example.gr#lead-form',
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.gr',
    );
    expect(landed).toEqual({ landing_page: '/students', referrer: 'https://l.facebook.com', utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'autumn', fbclid: 'ABC' });
  });

  it('does not count the site itself, or no referrer, as a source', () => {
    expect(attributionOf('https://example.gr/', 'https://example.gr/articles')).toEqual({ landing_page: '/' });
    expect(attributionOf('https://example.gr/parents', '')).toEqual({ landing_page: '/parents' });
  });
});

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
    expect(carried).toEqual({ landing_page: '/students', referrer: 'https://www.google.com', utm_source: 'facebook', gclid: 'Cj0KCQ_abc-1' });
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

it("gives Meta the click id in its own format", () => {
  expect(fbcOf('ABC', 1_764_158_400_000)).toBe('fb.1.1764158400000.ABC');
});
