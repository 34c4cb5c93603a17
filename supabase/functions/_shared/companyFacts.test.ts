import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../../packages/content/src/brand.ts';
import { company, companyFreshForMs, forgetCompany, refreshCompany } from './companyFacts.ts';

const published = (phone: string) =>
  Response.json([{ key: 'company', kind: 'company', number: 2, data: { ...brand, phone: { ...brand.phone, display: phone } } }]);

afterEach(forgetCompany);

describe("the company's facts in the functions", () => {
  it('are the seed until read, then what staff published; read again only once a minute has passed', async () => {
    expect(company().phone.display).toBe(brand.phone.display);
    let clock = 1_000_000;
    const fetch = vi.fn(async () => published('211 111 1111'));
    const source = { supabaseUrl: 'https://project.example', anonKey: 'anon', fetch, log: () => undefined, now: () => clock };
    await refreshCompany(source);
    expect(company().phone.display).toBe('211 111 1111');
    expect(fetch).toHaveBeenCalledWith(
      'https://project.example/rest/v1/rpc/published_content',
      expect.objectContaining({ method: 'POST' }),
    );

    fetch.mockImplementation(async () => published('212 222 2222'));
    clock += companyFreshForMs - 1;
    await refreshCompany(source);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 1;
    await refreshCompany(source);
    expect(company().phone.display).toBe('212 222 2222');
  });

  it('keep the last facts when the backend cannot be read, or answers a document that breaks its schema, and say so', async () => {
    const log = vi.fn();
    let clock = 0;
    const read = (fetch: () => Promise<Response>) =>
      refreshCompany({ supabaseUrl: 'https://p.example', anonKey: 'a', fetch, log, now: () => clock });
    await read(async () => published('211 111 1111'));
    clock += companyFreshForMs;
    await read(async () => {
      throw new TypeError('fetch failed');
    });
    clock += companyFreshForMs;
    await read(async () => Response.json([{ key: 'company', kind: 'company', number: 3, data: { ...brand, email: 'not an e-mail' } }]));
    expect(company().phone.display).toBe('211 111 1111');
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('company facts: kept the last ones (fetch failed)'),
      expect.stringContaining('does not match its schema'),
    ]);
  });
});
