// Writes the stories' database snapshot (snapshot.ts) to the file named by the first argument. Run in a process of its
// own, because seeding at the stories' moment sets that process's clock.
import { writeFileSync } from 'node:fs';
import { buildSnapshot } from './snapshot';

const [out, at] = process.argv.slice(2);
if (!out || !at) throw new Error('usage: snapshotCli.ts <out.tar.gz> <ISO instant>');
writeFileSync(out, await buildSnapshot(at));
