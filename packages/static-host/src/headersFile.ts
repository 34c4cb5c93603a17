/**
 * The static host's `_headers` file (Cloudflare Pages' format): a path pattern on its own line, then its
 * headers indented, `Name: value` to set one and `! Name` to remove one an earlier rule set. Every rule
 * that matches the requested path applies, in the file's order; a header two rules set is joined with a
 * comma, so a rule that replaces one removes it first.
 */
import { compilePattern, type CompiledPattern } from './rulePattern.ts';

export type HeaderRule = { path: `/${string}`; set?: Readonly<Record<string, string>>; unset?: readonly string[]; comment?: string };
export type ParsedHeaderRule = { path: string; set: [string, string][]; unset: string[]; pattern: CompiledPattern };

/** Cloudflare Pages' limits: the host drops rules beyond them, so the parser refuses them. */
export const headerLimits = { rules: 100, lineLength: 2000 } as const;

const headerName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

export function formatHeaders(rules: readonly HeaderRule[], header: readonly string[] = []): string {
  const lines = header.map((line) => `# ${line}`);
  for (const rule of rules) {
    if (rule.comment) lines.push(`# ${rule.comment}`);
    lines.push(rule.path);
    for (const name of rule.unset ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.set ?? {})) lines.push(`  ${name}: ${value}`);
  }
  const text = `${lines.join('\n')}\n`;
  parseHeaders(text); // what the build writes, the host must take
  return text;
}

/** The rules in the file's order; throws on a line the host would ignore or refuse. */
export function parseHeaders(text: string): ParsedHeaderRule[] {
  const rules: ParsedHeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const where = `_headers line ${index + 1}`;
    if (raw.length > headerLimits.lineLength) throw new Error(`${where} is longer than ${headerLimits.lineLength} characters`);
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, set: [], unset: [], pattern: compilePattern(line) });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any path`);
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (!headerName.test(name)) throw new Error(`${where}: "${name}" is not a header name`);
      rule.unset.push(name);
      return;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (colon < 1 || !headerName.test(name) || value === '') throw new Error(`${where}: expected "Name: value"`);
    rule.set.push([name, value]);
  });
  if (rules.length > headerLimits.rules) throw new Error(`${rules.length} header rules: the host takes ${headerLimits.rules}`);
  return rules;
}

/** The headers the rules give a response for this path, on top of `base` (what the host itself sent). */
export function applyHeaderRules(rules: readonly ParsedHeaderRule[], pathname: string, base: Headers): Headers {
  const headers = new Headers(base);
  const setByRules = new Set<string>();
  for (const rule of rules) {
    if (!rule.pattern.match(pathname)) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      if (setByRules.has(key)) headers.append(name, value);
      else headers.set(name, value);
      setByRules.add(key);
    }
  }
  return headers;
}
