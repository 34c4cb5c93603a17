// Relative, not the package's name: the site's Vite config reads the seed (contentSeed.ts), and Vite bundles only
// what a config imports relatively (a workspace package's TypeScript would be left to Node, which cannot load it).
import { fillFacts } from '../../data/src/content/facts.ts';
import { brand } from './brand.ts';
import { figures } from './figures.ts';
import { seminar } from './seminar.ts';

/** Each filled value by the seed it was filled from: the seed's generator stores what staff will edit, the names in braces. */
const seeds = new WeakMap<object, object>();

/**
 * A seed module's value whose texts name facts in braces («Πάνω από {χρόνια} χρόνια»), as a page reads it: filled from
 * today's facts (docs/decisions/036-content-as-data.md). The build replaces the module with the published document,
 * filled from the published facts (site/vite/publishedContent.ts), so this runs only where the seed is read: the dev
 * server, Storybook, the tests and the golden test's seed build.
 */
export function withFacts<T extends object>(seed: T): T {
  const filled = fillFacts(seed, { company: brand, figures, seminar });
  seeds.set(filled, seed);
  return filled;
}

/** The seed a value was filled from (its names in braces), or the value itself when it names no fact. */
export const seedOf = <T extends object>(value: T): T => (seeds.get(value) as T | undefined) ?? value;
