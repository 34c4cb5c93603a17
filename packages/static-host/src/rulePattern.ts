/**
 * The path patterns of the static host's `_redirects` and `_headers` files, as Cloudflare Pages reads
 * them: `*` is a splat (any characters, slashes included) and `:name` a placeholder (one segment);
 * the whole path must match. Only paths: a rule with a host name is refused (none is generated).
 */
export type Captures = Record<string, string>;

const escapeRegex = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
const placeholder = /:([A-Za-z]\w*)/g;

export type CompiledPattern = { readonly source: string; readonly static: boolean; match(pathname: string): Captures | null };

/** A pattern as the host compiles it; throws on one it would not take. */
export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith('/')) throw new Error(`a rule's path must start with "/": ${pattern}`);
  const isStatic = !pattern.includes('*') && !placeholder.test(pattern);
  placeholder.lastIndex = 0;
  const names = new Set<string>();
  let expression = pattern.split('*').map(escapeRegex).join('(?<splat>.*)');
  for (const [whole, name] of [...expression.matchAll(placeholder)]) {
    if (names.has(name!)) throw new Error(`placeholder :${name} appears twice in ${pattern}`);
    names.add(name!);
    expression = expression.split(whole).join(`(?<${name}>[^/]+)`);
  }
  if (pattern.split('*').length > 2) throw new Error(`more than one splat in ${pattern}`);
  const regex = new RegExp(`^${expression}$`);
  return {
    source: pattern,
    static: isStatic,
    match(pathname) {
      const found = regex.exec(pathname);
      return found ? { ...found.groups } : null;
    },
  };
}

/** A destination or a header value with `:splat` and the placeholders filled in. */
export function fillCaptures(template: string, captures: Captures): string {
  let filled = template;
  for (const [name, value] of Object.entries(captures)) filled = filled.replaceAll(`:${name}`, value);
  return filled;
}
