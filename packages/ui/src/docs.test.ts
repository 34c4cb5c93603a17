import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinResolvers, parse } from 'react-docgen';
import { describe, expect, it } from 'vitest';

/**
 * What a designer reads on each component's docs page in Storybook: its description, which Storybook takes from the
 * component's doc comment (react-docgen reads it here as Storybook's docs addon does), with its accessibility notes.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? componentFiles(join(dir, entry.name))
      : /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

function documented() {
  return componentFiles(src).flatMap((file) => {
    try {
      return parse(readFileSync(file, 'utf8'), { filename: file, resolver: new builtinResolvers.FindExportedDefinitionsResolver() }).map(
        (doc) => ({ component: `${relative(src, file)} ${doc.displayName ?? ''}`, description: doc.description?.trim() ?? '' }),
      );
    } catch (error) {
      // A module without a component (a hook's file, a context) is no docs page.
      if (String(error).includes('No suitable component definition found')) return [];
      throw error;
    }
  });
}

describe('the component library’s docs pages', () => {
  it('describe every component: what it is for (and, where there is one, what to use instead)', () => {
    const components = documented();
    expect(components.length).toBeGreaterThan(80);
    expect(components.filter((entry) => entry.description === '').map((entry) => entry.component)).toEqual([]);
  });

  it('say how each serves a keyboard and assistive technology (its accessibility notes)', () => {
    const accessibility =
      /accessib|keyboard|screen reader|focus|label|aria-|heading|landmark|alt\b|read(s|) (out|as|in)|reduced motion|decorative/i;
    expect(
      documented()
        .filter((entry) => !accessibility.test(entry.description))
        .map((entry) => entry.component),
    ).toEqual([]);
  });
});
