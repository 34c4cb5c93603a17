// Uploads Storybook to Chromatic for cloud visual review. Chromatic snapshots every story after its play
// function, in the modes of .storybook/modes.ts, as the offline comparison in the story tests does.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set.

For a QA reviewer:
  1. The token: chromatic.com, sign in with the team's GitHub account, open the project (or "Add project",
     then choose this repository), Manage > Configure > Project token. Keep it out of the repository: put it in
     the shell (export CHROMATIC_PROJECT_TOKEN=chpt_...) or in CI's secrets.
  2. Upload:  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic
     It builds Storybook (pnpm build-storybook) and prints the build's address; every build is also listed
     under the project's "Builds" on chromatic.com, one per commit and branch.
  3. Review: each changed snapshot (per story and mode: mobile 390 px, tablet 768 px, desktop 1024 px) waits
     in the build's "Changes"; Accept makes it the new baseline for that branch, Deny marks the change as a
     bug. Baselines follow git: accepted on a branch, they carry over when it merges.
  What Chromatic captures is what the offline comparison captures: the story after its play function, CSS
  animations paused at their end, the stories marked withoutSnapshot(why) skipped.

Offline, without a token or a network, every story's end state is compared pixel by pixel with the
committed baselines in visual/__screenshots__/ (phone and desktop widths):
  pnpm test:stories           compare (part of npm test)
  pnpm test:visual:update     after an intended change; then review the PNG diff in git`);
  process.exit(0);
}

const result = spawnSync('pnpm', ['exec', 'chromatic', '--config-file', 'chromatic.config.json'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
