// Uploads Storybook to Chromatic for cloud visual review, as CI's Chromatic job does with Chromatic's action
// (.github/workflows/ci.yml): Storybook built once with the module graph TurboSnap reads, then only the stories a
// change can affect (chromatic.config.json). Chromatic snapshots every story after its play function, in the modes of
// .storybook/modes.ts, as the offline comparison in the story tests does. `--plan` prints the commands and runs none.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the action's `with:` says too (a test holds the two together). */
export const chromaticConfigFile = 'chromatic.config.json';
export const storybookBuildDir = 'storybook-static';

export const chromaticCommands = [
  ['pnpm', 'build-storybook', '--stats-json'],
  ['pnpm', 'exec', 'chromatic', '--config-file', chromaticConfigFile, '--storybook-build-dir', storybookBuildDir],
] as const;

export const withoutToken = `Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set.

For a QA reviewer:
  1. The token: chromatic.com, sign in with the team's GitHub account, open the project (or "Add project",
     then choose this repository), Manage > Configure > Project token. Keep it out of the repository: put it in
     the shell (export CHROMATIC_PROJECT_TOKEN=chpt_...) or in the repository's secrets (CI uploads every push).
  2. Upload:  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic
     It builds Storybook (pnpm build-storybook --stats-json) and prints the build's address; every build is also
     listed under the project's "Builds" on chromatic.com, one per commit and branch.
  3. Review: each changed snapshot (per story and mode: mobile 390 px, tablet 768 px, desktop 1024 px) waits
     in the build's "Changes"; Accept makes it the new baseline for that branch, Deny marks the change as a
     bug. Baselines follow git: accepted on a branch, they carry over when it merges (main accepts its own).
  What Chromatic captures is what the offline comparison captures: the story after its play function, CSS
  animations paused at their end, the stories marked withoutSnapshot(why) skipped.

Offline, without a token or a network, every story's end state is compared pixel by pixel with the
committed baselines in visual/__screenshots__/ (phone and desktop widths):
  pnpm test:stories           compare (part of npm test)
  pnpm test:visual:update     after an intended change; then review the PNG diff in git`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plan = process.argv.includes('--plan');
  if (!process.env.CHROMATIC_PROJECT_TOKEN && !plan) {
    console.log(withoutToken);
    process.exit(0);
  }
  for (const [program, ...args] of chromaticCommands) {
    // The token travels in the environment, never on the command line.
    console.log(`${plan ? '' : '› '}CHROMATIC_PROJECT_TOKEN=$CHROMATIC_PROJECT_TOKEN ${program} ${args.join(' ')}`);
    if (plan) continue;
    const result = spawnSync(program, args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
