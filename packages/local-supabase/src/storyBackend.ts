/// <reference path="./virtualSnapshot.d.ts" />
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import snapshotUrl from 'virtual:local-supabase-snapshot';
import type { MailMessage } from '../../../supabase/functions/_shared/leadEmail';
import { localBackend } from '@cg/data/backend';
import { createBackend, type Backend } from './backend';
import type { FunctionDefinition } from '../../../supabase/functions/_shared/defineFunction';
import { memoryObjectStore, type ObjectStore } from './storage';

/**
 * The local backend in the browser, for Storybook and the story tests: backend.ts over PGlite, started from the
 * snapshot (snapshot.ts) that the Vite plugin builds once, started once per page. Every story starts from the
 * snapshot's state: when a story has written, the next one starts by putting the snapshot's rows back
 * (storyReset.sql: a few milliseconds, where a new PGlite from the snapshot's files takes about half a second).
 */

/** Where the site's Supabase client points in stories (the local backend's address); MSW hands every request to it to the backend. */
export const storyBackendUrl = localBackend.url;

/** What the story's backend sent out: the mails it captured, its conversions' log lines, the site builds it asked for. */
export const storyOutbox = { mails: [] as MailMessage[], conversions: [] as string[], builds: 0 };

type Running = { db: PGlite; backend: Backend; objects: StoryObjects; walPosition: string };

// The committed sample PDFs, as Vite serves them: the snapshot holds their rows, these their bytes.
const samplePdfUrls = import.meta.glob<string>('../../../supabase/storage/pdfs/*.pdf', { query: '?url', import: 'default', eager: true });

type StoryObjects = ObjectStore & { reset(): void };

/** Objects in memory, and the sample PDFs read from their files when asked for. */
function storyObjectStore(): StoryObjects {
  let memory = memoryObjectStore();
  return {
    write: (bucket, path, bytes) => memory.write(bucket, path, bytes),
    remove: (bucket, path) => memory.remove(bucket, path),
    reset: () => {
      memory = memoryObjectStore();
    },
    async read(bucket, path) {
      const stored = await memory.read(bucket, path);
      const url = Object.entries(samplePdfUrls).find(([file]) => file.endsWith(`/${path}`))?.[1];
      if (stored || bucket !== 'pdfs' || !url) return stored;
      return new Uint8Array(await (await fetch(url)).arrayBuffer());
    },
  };
}

// Every function's definition, by its folder's name, as Vite finds them: adding a function is adding its folder.
const definitionModules = import.meta.glob<FunctionDefinition>(
  ['../../../supabase/functions/*/definition.ts', '!../../../supabase/functions/_*/**'],
  {
    import: 'default',
    eager: true,
  },
);
const functions = Object.fromEntries(Object.entries(definitionModules).map(([file, definition]) => [file.split('/').at(-2)!, definition]));

let current: Promise<Running> | undefined;

/** The snapshot's files. */
async function loadSnapshot(): Promise<Blob> {
  const response = await fetch(snapshotUrl);
  if (!response.ok || !response.body) throw new Error(`The stories' database snapshot did not load: ${response.status}`);
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).blob();
}

/** Where the database's log is: it moves on with every write and never with a read. */
const walPosition = async (db: PGlite) => (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;

async function startBackend(): Promise<Running> {
  const db = await PGlite.create({ loadDataDir: await loadSnapshot(), extensions: { pgcrypto, pg_trgm } });
  const objects = storyObjectStore();
  const backend = await createBackend({
    db,
    functions,
    url: storyBackendUrl,
    objects,
    mailer: async (message) => {
      storyOutbox.mails.push(message);
      return 'sent';
    },
    conversionLog: (line) => void storyOutbox.conversions.push(line),
    mail: { log: () => undefined },
    rebuild: {
      hook: async () => {
        storyOutbox.builds += 1;
        return 'sent';
      },
      debounceSeconds: 0,
    },
    log: (message, detail) => console.error(message, detail ?? ''),
  });
  return { db, backend, objects, walPosition: await walPosition(db) };
}

const running = () => (current ??= startBackend());

/** The backend of the story running now. */
export const storyBackend = async () => (await running()).backend;

/** The story's database as its owner (no row level security): for a story's own setup and its checks. */
export const storyDatabase = async () => (await running()).db;

/** The rows a query on the story's database answers, as its owner. */
export const storyRows = async <Row>(sql: string, params: unknown[] = []) => (await (await storyDatabase()).query<Row>(sql, params)).rows;

/** Before each story: the outbox empties, and what the last story wrote is undone (the backend starts with the first story). */
export async function startStory() {
  storyOutbox.mails = [];
  storyOutbox.conversions = [];
  storyOutbox.builds = 0;
  const used = await running();
  if ((await walPosition(used.db)) === used.walPosition) return;
  await used.backend.backgroundWork();
  await used.db.query('select local_meta.restore_snapshot()');
  used.objects.reset();
  used.walPosition = await walPosition(used.db);
}
