// Uploads Storybook to Chromatic for cloud visual review. Every story is captured in the modes of
// .storybook/modes.ts (mobile, tablet, desktop widths from the breakpoint tokens).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set.

To upload, create a project on chromatic.com, then run:
  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic

Offline, the same stories are compared pixel by pixel with the committed baselines:
  pnpm test:visual`);
  process.exit(0);
}

const result = spawnSync('pnpm', ['exec', 'chromatic', '--config-file', 'chromatic.config.json'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
