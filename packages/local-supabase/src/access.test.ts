import { describe, expect, it } from 'vitest';
import { allowedOriginsFor, defaultAllowedOrigins } from './access';

describe('who may call the local backend', () => {
  it('answers a second copy of npm start on its own port, under either loopback name', () => {
    const origins = allowedOriginsFor(undefined, 'http://127.0.0.1:4630');
    expect(origins).toContain('http://127.0.0.1:4630');
    expect(origins).toContain('http://localhost:4630');
    expect(origins).toEqual(expect.arrayContaining([...defaultAllowedOrigins]));
  });

  it('answers only the usual ports when no site is named, and only the named origins when they are given', () => {
    expect(allowedOriginsFor(undefined, undefined)).toEqual(defaultAllowedOrigins);
    expect(allowedOriginsFor(['https://example.test'], 'http://127.0.0.1:4630')).toEqual(['https://example.test']);
  });

  it('adds no twin for a site that is not on loopback', () => {
    expect(allowedOriginsFor(undefined, 'https://staging.example.test')).toEqual([
      ...defaultAllowedOrigins,
      'https://staging.example.test',
    ]);
  });
});
