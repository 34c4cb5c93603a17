import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionDefinition } from './defineFunction.ts';

/**
 * Node only (the local backend, the deploy plan, the tests; never imported by a function): the functions as folders.
 * supabase/functions holds a folder per function; `_shared` and other `_` folders are not functions.
 */
export const functionsDir = fileURLToPath(new URL('..', import.meta.url));

/** Every function's definition, by its folder's name. */
export type FunctionDefinitions = Readonly<Record<string, FunctionDefinition>>;

/** The functions' folders, by name. */
export const functionFolderNames = (dir = functionsDir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();

/**
 * Every function's definition, read from its folder (Node): adding a function is adding its folder. A folder without
 * its `definition.ts` is refused here, so it cannot be deployed and silently missing locally.
 */
export async function loadFunctionDefinitions(dir = functionsDir): Promise<FunctionDefinitions> {
  const entries = await Promise.all(
    functionFolderNames(dir).map(async (name) => {
      const file = join(dir, name, 'definition.ts');
      if (!existsSync(file)) throw new Error(`supabase/functions/${name} has no definition.ts`);
      const module = (await import(pathToFileURL(file).href)) as { default?: FunctionDefinition };
      if (typeof module.default?.create !== 'function') throw new Error(`supabase/functions/${name}/definition.ts exports no definition`);
      return [name, module.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
