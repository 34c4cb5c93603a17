import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';
import { intakeLimitsFrom } from './settings';

describe('the intake’s settings', () => {
  it('reads INTAKE_LIMIT and INTAKE_WINDOW_SECONDS, 5 per 600 s when they are not set', () => {
    expect(intakeLimitsFrom(() => undefined)).toEqual({ limit: 5, windowSeconds: 600 });
    const env: Record<string, string> = { INTAKE_LIMIT: '20', INTAKE_WINDOW_SECONDS: '3600' };
    expect(intakeLimitsFrom((name) => env[name])).toEqual({ limit: 20, windowSeconds: 3600 });
  });

  it('refuses to start with a limit that is not a positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'five', '9'.repeat(12)])
      expect(() => intakeLimitsFrom((name) => (name === 'INTAKE_LIMIT' ? value : undefined)), value).toThrow(/INTAKE_LIMIT/);
  });
});

describe('the client address', () => {
  const request = (headers: Record<string, string>) => new Request('http://backend.test/', { headers });

  it('comes from CF-Connecting-IP, which the platform’s edge sets, never from X-Forwarded-For', () => {
    expect(clientAddress(request({ 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '6.6.6.6' }))).toBe('203.0.113.9');
    expect(clientAddress(request({ 'CF-Connecting-IP': '2001:DB8::1' }))).toBe('2001:db8::1');
    expect(clientAddress(request({ 'X-Forwarded-For': '6.6.6.6' }))).toBe('unknown');
  });

  it('is one shared bucket when the header holds anything but an address', () => {
    expect(clientAddress(request({ 'CF-Connecting-IP': "'; drop table leads; --" }))).toBe('unknown');
    expect(clientAddress(request({ 'CF-Connecting-IP': 'x'.repeat(200) }))).toBe('unknown');
  });
});
