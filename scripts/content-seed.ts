// `pnpm content:seed`: writes supabase/seed-content.sql from today's content (scripts/contentSeed.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentSeedSql } from './contentSeed';

export const seedFile = fileURLToPath(new URL('../supabase/seed-content.sql', import.meta.url));
writeFileSync(seedFile, contentSeedSql());
console.log(`content:seed: wrote ${seedFile}`);
