/**
 * How the static host answers a request, as a function of the path and the files it has: Cloudflare
 * Pages' rules (docs/decisions/022-the-static-host.md), which never serves its own `_headers` and `_redirects`. In order: the `_redirects` rules (a 200 rule
 * serves another file at this address, the others redirect), then the file itself (`/a` is `a.html`,
 * `/a/` is `a/index.html`; the other spellings redirect to these), then the nearest `404.html` up the
 * path with status 404. The `_headers` rules apply to every answer, by the requested path.
 */
import { applyHeaderRules, type ParsedHeaderRule } from './headersFile.ts';
import { fillCaptures } from './rulePattern.ts';
import type { ParsedRedirect } from './redirectsFile.ts';

export type HostRules = { redirects: readonly ParsedRedirect[]; headers: readonly ParsedHeaderRule[] };

/** What answers a request: a file (a page, or the nearest 404 page), a redirect, or a bare status. */
export type Found = { status: 200 | 404; file: string } | { status: 301 | 302 | 303 | 307 | 308; location: string } | { status: 404 | 405 };

export type Answer = Found & { headers: Headers };

/** Whether the site has this file (a path from the site's root, `/a/b.html`). */
export type FileExists = (path: string) => boolean;

/** A path the host can look up: decoded, without NUL, `..` or backslashes; null for anything else. */
export function safePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || /[\u0000\\]/.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.'))
    return null;
  return decoded;
}

function findFile(pathname: string, search: string, exists: FileExists): Found | null {
  if (pathname.endsWith('/')) {
    if (exists(`${pathname}index.html`)) return { status: 200, file: `${pathname}index.html` };
    if (pathname.endsWith('/index/')) return { status: 308, location: `${pathname.slice(0, -'index/'.length)}${search}` };
    if (pathname !== '/' && exists(`${pathname.slice(0, -1)}.html`)) return { status: 308, location: `${pathname.slice(0, -1)}${search}` };
    return null;
  }
  if (exists(pathname)) {
    if (!pathname.endsWith('.html')) return { status: 200, file: pathname };
    const extensionless = pathname.slice(0, -'.html'.length);
    if (extensionless.endsWith('/index')) return { status: 308, location: `${extensionless.slice(0, -'index'.length)}${search}` };
    if (exists(extensionless) || extensionless === '/') return { status: 200, file: pathname };
    return { status: 308, location: `${extensionless}${search}` };
  }
  if (pathname.endsWith('/index')) return { status: 308, location: `${pathname.slice(0, -'index'.length)}${search}` };
  if (exists(`${pathname}.html`)) return { status: 200, file: `${pathname}.html` };
  if (exists(`${pathname}/index.html`)) return { status: 308, location: `${pathname}/${search}` };
  return null;
}

/** The nearest 404.html at or above the path's folder. */
function notFound(pathname: string, exists: FileExists): Found {
  let folder = pathname;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (exists(`${folder}/404.html`)) return { status: 404, file: `${folder}/404.html` };
  }
  return { status: 404 };
}

/** The host's own files, which it reads and never serves (`/_headers` answers as any path without a file). */
const hostFiles = new Set(['/_headers', '/_redirects', '/_routes.json']);

function answer(method: string, url: URL, rules: HostRules, fileExists: FileExists): Found {
  const exists: FileExists = (path) => !hostFiles.has(path) && fileExists(path);
  let pathname = url.pathname;
  for (const rule of rules.redirects) {
    const captures = rule.pattern.match(pathname);
    if (!captures) continue;
    const to = new URL(fillCaptures(rule.to, captures), url);
    if (rule.status !== 200) return { status: rule.status, location: `${to.pathname}${to.search || url.search}${to.hash}` };
    pathname = to.pathname;
    break;
  }
  if (method !== 'GET' && method !== 'HEAD') return { status: 405 };
  const path = safePath(pathname);
  // An address no file can have (a NUL, a bad escape, a way out of the site): the site's 404 page.
  if (path === null) return notFound('/', exists);
  return findFile(path, url.search, exists) ?? notFound(path, exists);
}

/**
 * The host's answer to `method url`: a file to send with its status, a redirect, or a bare status; with
 * the headers the `_headers` rules give the requested path. `base` holds what the host sends of its own
 * (a content type), which the rules may replace.
 */
export function resolveRequest(
  method: string,
  url: URL,
  rules: HostRules,
  exists: FileExists,
  base: (found: Found) => Headers = () => new Headers(),
): Answer {
  const found = answer(method.toUpperCase(), url, rules, exists);
  const headers = applyHeaderRules(rules.headers, url.pathname, base(found));
  return { ...found, headers };
}
