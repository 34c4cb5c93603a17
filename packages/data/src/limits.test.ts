import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { phoneDigits, phonePattern } from './limits';

describe('the phone rule', () => {
  it('is the same pattern in the database’s CHECK as in the schema and the input', () => {
    const migrations = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
    const sql = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(`${migrations}${name}`, 'utf8'))
      .join('\n');
    expect(sql).toContain(`check (phone ~ '^(?:${phonePattern})$')`);
  });

  it('is a valid pattern for the browser, which compiles an input’s pattern with the v flag', () => {
    const input = new RegExp(`^(?:${phonePattern})$`, 'v');
    expect(input.test('+30 (210) 123-4567')).toBe(true);
    expect(input.test('abcdefghij')).toBe(false);
  });

  it('counts digits whatever separates them', () => {
    expect(phoneDigits('+30 (210) 123-45.67')).toBe(12);
    expect(phoneDigits('abc')).toBe(0);
  });
});
