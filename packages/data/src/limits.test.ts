import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPlainText, isSingleLine, multiLineForbidden, phoneDigits, phonePattern, singleLineForbidden } from './limits';

const migrationsText = () => {
  const migrations = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
  return readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(`${migrations}${name}`, 'utf8'))
    .join('\n');
};

describe('single-line and multi-line text', () => {
  it('are the same patterns in the database’s CHECKs as in the schemas', () => {
    const sql = migrationsText();
    expect(sql).toContain(`first_name !~ '${singleLineForbidden}'`);
    expect(sql).toContain(`coalesce(company_name, '') !~ '${multiLineForbidden}'`);
  });

  it('keep one line in a name and lines in a text, and nothing else of the control characters', () => {
    expect(isSingleLine('Μαρία-Ελένη Ο’Νιλ')).toBe(true);
    for (const bad of [
      'Μαρία\nΒ',
      'Μα\rρία',
      'Μα\tρία',
      'Μα\u001bρία',
      'Μα\bρία',
      'Μα\u000bρία',
      'Μα\u0085ρία',
      'Μα\u2028ρία',
      'Μα\u0000ρία',
    ])
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    expect(isPlainText('Γυμνάσιο\n\t120 μαθητές\r\n')).toBe(true);
    for (const bad of ['α\u0007β', 'α\u001bβ', 'α\u2029β', 'α\u0000β']) expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
  });
});

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
