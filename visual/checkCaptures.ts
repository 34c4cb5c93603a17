// `node --import tsx visual/checkCaptures.ts <file>`: after the story tests ran in shards, what no shard could see
// alone. Every shard appended each capture it checked to <file> (STORY_CAPTURES, visual/baselines.ts): a baseline no
// shard captured belongs to a story removed or renamed, and two identical captures must share a declared group, as in
// a single run. Exits 1 with what is wrong.
import { readFileSync } from 'node:fs';
import { baselinesNotIn } from './baselines.ts';

type Capture = { name: string; digest: string; group: string };

export function problemsOf(captures: readonly Capture[], orphansOf: (captured: (name: string) => boolean) => string[]): string[] {
  const names = new Set(captures.map((capture) => capture.name));
  const problems = orphansOf((name) => names.has(name)).map((file) => `no story captures ${file} (remove it with pnpm test:visual:update)`);
  const byDigest = new Map<string, Capture>();
  for (const capture of captures) {
    const earlier = byDigest.get(capture.digest);
    if (earlier && earlier.group !== capture.group && earlier.name !== capture.name)
      problems.push(
        `${capture.name} captures exactly what ${earlier.name} captures: make the story show its own state, or declare parameters.visual.sameAs`,
      );
    byDigest.set(capture.digest, earlier ?? capture);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: checkCaptures.ts <captures file>');
  const captures = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Capture);
  const problems = problemsOf(captures, baselinesNotIn);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `story captures: ${new Set(captures.map((capture) => capture.name)).size} captures over the shards, every baseline captured, no two alike undeclared`,
  );
}
