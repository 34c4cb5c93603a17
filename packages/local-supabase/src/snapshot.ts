import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createBackend } from './backend';
import { openDatabase } from './database';
import { samplePdfs } from './fileObjectStore';
import { memoryObjectStore } from './storage';
import { storyAdmin, storyVisitor } from './storyAccount';

/**
 * The database Storybook and the story tests start every story from: supabase/ migrated and seeded, the
 * stories' admin and visitor, the sample PDFs' rows, and a copy of every row to go back to (storyReset.sql), as
 * PGlite's files (gzipped tar). Seeded at `at`, the moment every
 * story starts at, so the dates it holds (an article published three days ago) are the same on every run.
 */
export async function buildSnapshot(at: string): Promise<Uint8Array> {
  const RealDate = globalThis.Date;
  const offset = RealDate.parse(at) - RealDate.now();
  // PGlite's clock is JavaScript's: now() in the seed reads Date.now().
  globalThis.Date = class extends RealDate {
    static override now() {
      return RealDate.now() + offset;
    }
  } as DateConstructor;
  try {
    const db = (await openDatabase()) as PGlite;
    await createBackend({
      db,
      url: 'http://127.0.0.1:54321',
      objects: memoryObjectStore(),
      samplePdfs: samplePdfs(),
      mailer: async () => 'sent',
      admin: storyAdmin,
      users: [storyVisitor],
      log: () => undefined,
    });
    // The stories' way back to this state (storyReset.sql), then a checkpoint: a copy starts without replaying the log.
    await db.exec(readFileSync(new URL('./storyReset.sql', import.meta.url), 'utf8'));
    await db.query('select local_meta.take_snapshot()');
    await db.exec('checkpoint');
    const files = await db.dumpDataDir('gzip');
    await db.close();
    return new Uint8Array(await files.arrayBuffer());
  } finally {
    globalThis.Date = RealDate;
  }
}
