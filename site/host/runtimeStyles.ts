/**
 * Style blocks a library writes into the page at run time, which the policy must know by hash: Sonner
 * (the toasts, loaded with the first one) inserts its stylesheet as a <style> element when its module
 * runs. The text is read from the installed package, so an upgrade that changes it changes the hash, and
 * one that stops inserting it fails the build instead of leaving a stale hash behind.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hashSource } from './contentSecurityPolicy';

const require = createRequire(new URL('../../packages/ui/package.json', import.meta.url));

/** The CSS text Sonner's `__insertCSS("…")` call inserts. */
export function sonnerStylesheet(): string {
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const call = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!call) throw new Error('Sonner no longer inserts its stylesheet with __insertCSS("…"): check how it styles toasts now');
  return JSON.parse(call[1]!) as string;
}

/**
 * Sonner's stylesheet, and the empty style element it appends first and fills after (the browser checks
 * the element's text each time it changes, the empty text too).
 */
export const runtimeStyleHashes = () => [hashSource(''), hashSource(sonnerStylesheet())];
