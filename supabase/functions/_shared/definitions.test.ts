import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { functionFolderNames, functionsDir, loadFunctionDefinitions } from './folders.ts';

/**
 * Drift between a function's one description and what else names it cannot return (issue 63): every folder has its
 * definition and the same entry, supabase/config.toml's verify_jwt says what the definitions say (read with a TOML
 * parser, not a pattern), and every function a migration once scheduled in SQL is scheduled by its definition.
 */
const definitions = await loadFunctionDefinitions();
const config = parse(readFileSync(join(functionsDir, '../config.toml'), 'utf8')) as {
  functions?: Record<string, { verify_jwt?: boolean }>;
};
const migrationsDir = join(functionsDir, '../migrations');
const migrations = readdirSync(migrationsDir).map((name) => readFileSync(join(migrationsDir, name), 'utf8'));

describe('the Edge Functions’ definitions', () => {
  it('are one per folder, each served by the same entry', () => {
    expect(Object.keys(definitions).sort()).toEqual(functionFolderNames());
    const entries = new Set(functionFolderNames().map((name) => readFileSync(join(functionsDir, name, 'index.ts'), 'utf8')));
    expect(entries.size, 'every index.ts is the generic entry').toBe(1);
    expect([...entries][0]).toContain('serve(definition);');
  });

  it('and supabase/config.toml agree on which functions verify a JWT, with no section for a function that is not there', () => {
    const sections = config.functions ?? {};
    for (const name of Object.keys(sections)) expect(definitions, `config.toml names ${name}`).toHaveProperty(name);
    // A function config.toml does not name gets the platform's default, verify_jwt = true.
    for (const [name, definition] of Object.entries(definitions))
      expect(sections[name]?.verify_jwt ?? true, `${name}: config.toml's verify_jwt`).toBe(definition.verifyJwt);
  });

  it('give every schedule as five cron fields, for a function that checks its caller’s token', () => {
    for (const [name, definition] of Object.entries(definitions)) {
      if (!definition.schedule) continue;
      expect(definition.schedule, name).toMatch(/^[0-9*/,-]+( [0-9*/,-]+){4}$/);
      expect(definition.verifyJwt, `${name} is called by pg_cron with the service role key`).toBe(true);
    }
  });

  it('schedule every function a migration ever scheduled in SQL (the helper now does it from the definitions)', () => {
    const scheduledInSql = new Set(
      migrations.flatMap((sql) => [...sql.matchAll(/\/functions\/v1\/([a-z][a-z0-9-]*)/g)].map((match) => match[1]!)),
    );
    expect(scheduledInSql.size).toBeGreaterThan(0);
    for (const name of scheduledInSql) expect(definitions[name]?.schedule, `${name} has a schedule in its definition`).toBeTruthy();
  });
});
