import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand, Reporter, Vitest } from 'vitest/node';

/** Where each capture's committed baseline lives: one flat folder, named after the story's id and the mode. */
export const baselineDirectory = fileURLToPath(new URL('./__screenshots__/', import.meta.url));
export const baselinePath = (name: string, browserName = 'chromium', platform: string = process.platform) =>
  `${baselineDirectory}${name}-${browserName}-${platform}.png`;

/**
 * The captures of one run, over the baselines in `directory`. Identical captures are a decision, not an accident:
 * after a capture matched (or wrote) its baseline, `check` says what is wrong, if anything. A declared `sameAs` must
 * still be identical, and an identical capture seen earlier in the run must be in the same declared group (the
 * same story, or the same `sameAs`). Each pair is checked when the second of the two is captured.
 */
export function captureRegistry(pathOf: (name: string) => string) {
  const digest = (name: string) => {
    try {
      return createHash('sha256')
        .update(readFileSync(pathOf(name)))
        .digest('hex');
    } catch {
      return undefined;
    }
  };
  /** Every capture of this run: its baseline's digest and the capture it declares itself identical to (or itself). */
  const captured = new Map<string, { digest: string; group: string }>();
  const check = (name: string, sameAs?: string) => {
    const own = digest(name);
    if (!own) return `no baseline was written for ${name}`;
    if (sameAs) {
      const declared = digest(sameAs);
      if (!declared) return `${name} declares sameAs ${sameAs}, which has no baseline (is the name right, and is it captured?)`;
      if (declared !== own) return `${name} declares sameAs ${sameAs}, but the two captures differ: drop the declaration`;
    }
    const group = sameAs ?? name;
    captured.set(name, { digest: own, group });
    for (const [other, capture] of captured) {
      if (other === name || capture.digest !== own) continue;
      if (capture.group !== group)
        return `${name} captures exactly what ${other} captures: make the story show its own state, or declare parameters.visual.sameAs`;
    }
    return undefined;
  };
  return { check, captured: (name: string) => captured.has(name) };
}

const run = captureRegistry((name) => baselinePath(name));

/** The story tests' browser command: the check above, in the Node process that holds the baselines. */
export const checkCaptureIsDistinct: BrowserCommand<[name: string, sameAs?: string]> = (_context, name, sameAs) => run.check(name, sameAs);

const storyFileCount = () =>
  ['packages/ui/src', 'site/app'].reduce(
    (count, folder) =>
      count +
      readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true }).filter((file) => String(file).endsWith('.stories.tsx'))
        .length,
    0,
  );

/**
 * After a whole, passing run of the story tests: a baseline no story captured belongs to a story that was removed,
 * renamed or is no longer captured. `--update` deletes it; otherwise the run fails and names it.
 */
export const orphanedBaselines = (): Reporter => {
  let vitest: Vitest;
  return {
    onInit(context) {
      vitest = context;
    },
    onTestRunEnd(testModules, _errors, reason) {
      const storyModules = testModules.filter((module) => module.project.name.startsWith('storybook'));
      const whole = storyModules.length === storyFileCount() && !vitest.config.testNamePattern;
      if (reason !== 'passed' || !whole) return;
      const orphans = readdirSync(baselineDirectory)
        .filter((file) => file.endsWith('.png'))
        .filter((file) => !run.captured(file.replace(/-chromium-[a-z0-9]+\.png$/, '')));
      if (!orphans.length) return;
      if (vitest.config.snapshotOptions.updateSnapshot === 'all') {
        for (const file of orphans) rmSync(`${baselineDirectory}${file}`);
        console.log(`Removed ${orphans.length} baselines no story captures any more.`);
        return;
      }
      console.error(`Baselines no story captures (remove them with pnpm test:visual:update):\n  ${orphans.join('\n  ')}`);
      process.exitCode = 1;
    },
  };
};
