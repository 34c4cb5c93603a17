// The design system's figures from the files (issue 22): how much layout and type the components still
// write by hand, and whether the library keeps its boundary. `pnpm design:figures` prints them; the
// unit test beside this file holds the rules that are already met.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const storyGroups = ['Foundations', 'Layout', 'Components', 'Patterns', 'Pages'];

const filesUnder = (dir: string, test: (file: string) => boolean) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.includes('node_modules') && test(file))
    .map((file) => join(dir, file));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const count = (files: readonly string[], pattern: RegExp) => files.reduce((sum, file) => sum + (read(file).match(pattern)?.length ?? 0), 0);

/** The layout primitives: what they space, a class of a component's own must not space again. */
const primitives = ['Stack', 'Inline', 'Box', 'Columns', 'Column', 'Tiles'];

/**
 * A component's class given to a layout primitive that sets a margin: the parent's Stack or Inline spaces a part, the
 * part never its own outer margin (decision 015). A class there may add only what the primitive has no prop for (a
 * surface, a border, type, list markers, a place in a grid), as the primitives' stories show.
 */
function marginsOnPrimitives(files: readonly string[]) {
  return files.flatMap((file) => {
    const stylesheet = file.replace(/\.tsx$/, '.css.ts');
    const styles = existsSync(join(root, stylesheet)) ? read(stylesheet) : '';
    const used = [...read(file).matchAll(new RegExp(`<(${primitives.join('|')})\\b[^>]*?className=\\{css\\.(\\w+)\\}`, 'g'))];
    return used
      .filter(([, , name]) => {
        const start = styles.indexOf(`export const ${name} =`);
        if (start < 0) return false;
        const next = styles.indexOf('\nexport const ', start + 1);
        // Centring a column (`marginInline: 'auto'`) spaces nothing.
        return /\bmargin\w*\s*:(?!\s*'auto')/.test(styles.slice(start, next < 0 ? undefined : next));
      })
      .map(([, primitive, name]) => `${file}: <${primitive} className={css.${name}}>`);
  });
}

export function designFigures() {
  const libraryFiles = filesUnder('packages/ui', (file) => /\.(tsx?|mdx)$/.test(file));
  const libraryCss = filesUnder('packages/ui/src', (file) => file.endsWith('.css.ts'));
  const siteCss = filesUnder('site/app', (file) => file.endsWith('.css.ts'));
  const allCss = [...libraryCss, ...siteCss];
  const stories = [
    ...filesUnder('packages/ui/src', (file) => file.endsWith('.stories.tsx')),
    ...filesUnder('site/app', (file) => file.endsWith('.stories.tsx')),
  ];
  const titles = stories.map((file) => ({ file, title: /const meta = preview\.meta\(\{[^]*?\btitle: '([^']+)'/.exec(read(file))?.[1] }));
  return {
    gridFlexDeclarations: count(allCss, /display:\s*'(inline-)?(grid|flex)'/g),
    fontWeightDeclarations: count(allCss, /fontWeight:/g),
    rawHexInCss: allCss
      .filter((file) => !file.includes('/tokens/'))
      .flatMap((file) => (read(file).match(/#[0-9a-fA-F]{3,8}\b/g) ?? []).map((hex) => `${file}: ${hex}`)),
    libraryFilesReferringToSite: libraryFiles
      .filter((file) => /['"`](\.\.\/)+site\/|\bsite\/app\b/.test(read(file)))
      .map((file) => relative(root, join(root, file))),
    // A media query written as a literal instead of through the breakpoint and motion tokens.
    rawMediaQueries: allCss
      .filter((file) => !file.includes('/tokens/'))
      .flatMap((file) =>
        (read(file).match(/['"`](screen and )?\((min|max)-width[^'"`]*|['"`]\(prefers-[^'"`]*/g) ?? []).map(
          (query) => `${file}: ${query.slice(1)}`,
        ),
      ),
    libraryCssLines: libraryCss.reduce((sum, file) => sum + read(file).split('\n').length, 0),
    marginsOnPrimitives: marginsOnPrimitives(
      [
        ...filesUnder('packages/ui/src', (file) => file.endsWith('.tsx')),
        ...filesUnder('site/app', (file) => file.endsWith('.tsx')),
      ].filter((file) => !file.endsWith('.stories.tsx')),
    ),
    stories: titles,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stories, ...figures } = designFigures();
  const groups = Object.fromEntries(
    storyGroups.map((group) => [group, stories.filter(({ title }) => title?.startsWith(`${group}/`)).length]),
  );
  console.log(
    JSON.stringify(
      {
        ...figures,
        rawHexInCss: figures.rawHexInCss.length,
        rawMediaQueries: figures.rawMediaQueries.length,
        libraryFilesReferringToSite: figures.libraryFilesReferringToSite.length,
        marginsOnPrimitives: figures.marginsOnPrimitives.length,
        storyFilesPerGroup: groups,
      },
      null,
      2,
    ),
  );
}
