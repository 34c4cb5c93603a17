// Cuts Inter (variable, from @fontsource-variable/inter) down to what the site sets: the monotonic
// Greek and Latin characters, the default OpenType features and the weights the tokens use (400-700),
// all from fontSubsets.ts. The output is committed beside fonts.css; rerun after changing any: `pnpm fonts`.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontFeatures, fontSubsets, fontWeightRange } from '../packages/ui/src/styles/fontSubsets.ts';

const require = createRequire(join(fileURLToPath(new URL('../packages/ui/', import.meta.url)), 'package.json'));
const source = dirname(require.resolve('@fontsource-variable/inter/package.json'));
const out = fileURLToPath(new URL('../packages/ui/src/styles/fonts/', import.meta.url));

const characters = (ranges: readonly (readonly [number, number?])[]) =>
  ranges
    .flatMap(([first, last = first]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)))
    .join('');

for (const [name, { ranges }] of Object.entries(fontSubsets)) {
  const input = readFileSync(join(source, 'files', `inter-${name}-wght-normal.woff2`));
  const subset = await subsetFont(input, characters(ranges), {
    targetFormat: 'woff2',
    keepFeatures: [...fontFeatures],
    variationAxes: { wght: { min: fontWeightRange[0], max: fontWeightRange[1] } },
  });
  writeFileSync(join(out, `inter-${name}.woff2`), subset);
  console.log(`inter-${name}.woff2: ${(input.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
}
copyFileSync(join(source, 'LICENSE'), join(out, 'LICENSE-Inter.txt'));
