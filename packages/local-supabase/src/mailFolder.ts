import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer } from '../../../supabase/functions/_shared/leadEmail';
import { emlOf, kindOf } from './eml';
import type { Database } from './sql';

/**
 * The local backend's mail: every outgoing message captured as one .eml file in `dir` (any mail reader
 * opens them), named by the time, the kind and the submission id; one log line each, without personal data.
 */
export function emlMailer(dir: string, log: (line: string) => void = (line) => console.log(line)): Mailer {
  return async (message) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // The kind in the name too: a lead's e-mail to the company and its confirmation may be written in the same millisecond.
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kindOf(message)}-${message.id}.eml`);
    writeFileSync(file, emlOf(message), { mode: 0o600 });
    log(`mail captured: ${message.kind ?? 'new-lead e-mail'} ${message.id} to ${message.to.length} recipient(s) in ${file}`);
    return 'sent';
  };
}

const emlName = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Removes every captured e-mail whose lead, sample request or event registration (named by its own id: confirmation,
 * reminder, seat) no longer exists; answers how many went.
 */
export async function sweepMail(db: Database, mailDir: string): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((name) => emlName.test(name));
  } catch {
    return 0;
  }
  if (names.length === 0) return 0;
  const ids = [...new Set(names.map((name) => emlName.exec(name)![1]!))];
  const { rows } = await db.query<{ id: string }>(
    `select submission_id::text as id from public.leads where submission_id = any($1::uuid[])
     union all select id::text from public.pdf_downloads where id = any($1::uuid[])
     union all select id::text from public.event_registrations where id = any($1::uuid[])`,
    [ids],
  );
  const kept = new Set(rows.map((row) => row.id));
  const gone = names.filter((name) => !kept.has(emlName.exec(name)![1]!));
  for (const name of gone) rmSync(join(mailDir, name), { force: true });
  return gone.length;
}
