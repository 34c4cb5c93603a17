// Run by the deploy after the migrations: supabase/seed-content.sql on the project (SUPABASE_DB_URL), which makes
// today's content the first version of each content document the project lacks; staff's later versions stay.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const client = new pg.Client({ connectionString: process.env.SUPABASE_DB_URL });
await client.connect();
try {
  await client.query(readFileSync(new URL('../supabase/seed-content.sql', import.meta.url), 'utf8'));
  const { rows } = await client.query<{ documents: number }>('select count(*)::int as documents from public.content_documents');
  console.log(`seed-content: ${rows[0]!.documents} content documents in the project`);
} finally {
  await client.end();
}
