import { expect, it } from 'vitest';
import { arrivalOf } from './leadArrival';

const lead = { attribution_known: true, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null };

it('reads a lead’s source as its campaign, else the referring site, else direct; unknown without the page’s word', () => {
  expect(
    arrivalOf({ ...lead, utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'autumn', referrer: 'https://l.facebook.com' }),
  ).toBe('facebook / paid / autumn');
  expect(arrivalOf({ ...lead, utm_source: 'newsletter' })).toBe('newsletter');
  expect(arrivalOf({ ...lead, referrer: 'https://www.google.com' })).toBe('www.google.com');
  expect(arrivalOf(lead)).toBe('Άμεση');
  expect(arrivalOf({ ...lead, attribution_known: false })).toBe('Άγνωστη');
});
