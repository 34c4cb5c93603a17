import { describe, expect, it } from 'vitest';
import { clientAddress, throttleClient } from './clientAddress';
import { intakeLimitsFrom } from './settings';

describe('the intake’s settings', () => {
  it('lets a class through and holds one person back when nothing is set: 40 per address per 10 minutes, 150 a day, 5 per e-mail or phone, 20 a day', () => {
    expect(intakeLimitsFrom(() => undefined)).toEqual({
      limit: 40,
      windowSeconds: 600,
      dailyLimit: 150,
      personLimit: 5,
      personDailyLimit: 20,
      seatsPerAddress: 20,
      confirmationsPerMailbox: 3,
      confirmationsPerAddress: 30,
    });
    const env: Record<string, string> = {
      INTAKE_LIMIT: '20',
      INTAKE_WINDOW_SECONDS: '3600',
      INTAKE_DAILY_LIMIT: '60',
      INTAKE_PERSON_LIMIT: '2',
      INTAKE_PERSON_DAILY_LIMIT: '4',
      EVENT_SEATS_PER_ADDRESS: '12',
      CONFIRMATIONS_PER_MAILBOX: '2',
      CONFIRMATIONS_PER_ADDRESS: '10',
    };
    expect(intakeLimitsFrom((name) => env[name])).toEqual({
      limit: 20,
      windowSeconds: 3600,
      dailyLimit: 60,
      personLimit: 2,
      personDailyLimit: 4,
      seatsPerAddress: 12,
      confirmationsPerMailbox: 2,
      confirmationsPerAddress: 10,
    });
  });

  it('refuses to start with a limit that is not a positive whole number', () => {
    for (const name of ['INTAKE_LIMIT', 'INTAKE_DAILY_LIMIT', 'INTAKE_PERSON_LIMIT', 'INTAKE_PERSON_DAILY_LIMIT'])
      for (const value of ['0', '-1', '1.5', 'five', '9'.repeat(12)])
        expect(() => intakeLimitsFrom((asked) => (asked === name ? value : undefined)), value).toThrow(new RegExp(name));
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

describe('whom the throttle counts', () => {
  it('an IPv4 address as it is', () => {
    expect(throttleClient('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleClient('unknown')).toBe('unknown');
  });

  it('an IPv6 address by its /64, however it is written', () => {
    for (const address of ['2001:db8:0:12::1', '2001:db8::12:0:0:0:ffff', '2001:0db8:0000:0012:abcd:ef01:2345:6789'])
      expect(throttleClient(address), address).toBe('2001:db8:0:12::/64');
    expect(throttleClient('2001:db8:0:13::1')).not.toBe(throttleClient('2001:db8:0:12::1'));
    expect(throttleClient('::1')).toBe('0:0:0:0::/64');
  });

  it('an IPv4-mapped address as IPv4, and nonsense as the shared bucket', () => {
    expect(throttleClient('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleClient('1:2:3')).toBe('unknown');
    expect(throttleClient('1::2::3')).toBe('unknown');
  });
});
