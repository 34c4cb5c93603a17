import { type AnyIsland, islandNameOfFile } from './defineIsland';

/**
 * Every island's definition, as the loader finds them (loader.ts), checked once by the build's renderer: a definition
 * whose name is not its file's would write markers the loader cannot start, so the build fails instead.
 */
export function checkIslandFiles() {
  const files = import.meta.glob<AnyIsland>('./*.island.{ts,tsx}', { eager: true, import: 'default' });
  for (const [file, island] of Object.entries(files)) {
    if (island?.name !== islandNameOfFile(file)) throw new Error(`${file} declares the island "${island?.name}": name it after its file`);
  }
}
