/**
 * The static host's `_redirects` file (Cloudflare Pages' format, which Netlify reads too): one rule a
 * line, `from to [status]`, `#` comments. A status of 200 serves the destination's file at the requested
 * address (a rewrite); 301, 302, 303, 307 and 308 redirect. Rules apply before the host looks for a file,
 * whether or not one exists, and the first match wins, static paths before patterns.
 */
import { compilePattern, type CompiledPattern } from './rulePattern.ts';

export type RedirectStatus = 200 | 301 | 302 | 303 | 307 | 308;
export type RedirectRule = { from: `/${string}`; to: `/${string}`; status: RedirectStatus; comment?: string };
export type ParsedRedirect = RedirectRule & { line: number; pattern: CompiledPattern };

/** Cloudflare Pages' limits: rules beyond them are dropped by the host, so the parser refuses them. */
export const redirectLimits = { staticRules: 2000, dynamicRules: 100, lineLength: 1000 } as const;

const statuses: readonly number[] = [200, 301, 302, 303, 307, 308];

/** The file's text: each rule on its line, its comment above it. */
export function formatRedirects(rules: readonly RedirectRule[], header: readonly string[] = []): string {
  const lines = header.map((line) => `# ${line}`);
  for (const rule of rules) {
    if (rule.comment) lines.push(`# ${rule.comment}`);
    lines.push(`${rule.from} ${rule.to} ${rule.status}`);
  }
  const text = `${lines.join('\n')}\n`;
  parseRedirects(text); // what the build writes, the host must take
  return text;
}

/** The rules in the order the host applies them; throws on a line the host would ignore or refuse. */
export function parseRedirects(text: string): ParsedRedirect[] {
  const rules: ParsedRedirect[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `_redirects line ${index + 1}`;
    if (line.length > redirectLimits.lineLength) throw new Error(`${where} is longer than ${redirectLimits.lineLength} characters`);
    const [from, to, status = '302', ...rest] = line.split(/\s+/);
    if (rest.length > 0 || !from || !to) throw new Error(`${where}: expected "from to [status]"`);
    if (!statuses.includes(Number(status))) throw new Error(`${where}: status ${status} is not one the host supports`);
    if (!from.startsWith('/') || !to.startsWith('/')) throw new Error(`${where}: only paths on this site are generated`);
    rules.push({
      from: from as `/${string}`,
      to: to as `/${string}`,
      status: Number(status) as RedirectStatus,
      line: index + 1,
      pattern: compilePattern(from),
    });
  });
  const staticCount = rules.filter((rule) => rule.pattern.static).length;
  if (staticCount > redirectLimits.staticRules)
    throw new Error(`${staticCount} static redirects: the host takes ${redirectLimits.staticRules}`);
  if (rules.length - staticCount > redirectLimits.dynamicRules)
    throw new Error(`${rules.length - staticCount} dynamic redirects: the host takes ${redirectLimits.dynamicRules}`);
  // The host looks static paths up first, then tries the patterns in order.
  return [...rules.filter((rule) => rule.pattern.static), ...rules.filter((rule) => !rule.pattern.static)];
}
