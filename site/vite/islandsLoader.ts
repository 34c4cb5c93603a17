import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { builtSite } from '../host/builtSite.ts';

const virtualId = 'virtual:cg/islands-loader';
const resolvedVirtualId = `\0${virtualId}`;
/** The loader's source, relative to the site's root: its key in Vite's manifest. */
export const loaderSource = 'app/islands/loader.ts';
/** The root every hydrated island is rendered in, which the loader imports with React when one hydrates. */
export const islandRootSource = 'app/islands/islandRoot.tsx';
const islandsFolder = 'app/islands';
const isIslandFile = (name: string) => /\.island\.tsx?$/.test(name);

/** Every island's definition (`<name>.island.ts(x)`), relative to the site's root: each one's key in Vite's manifest. */
export const islandSources = (root: string) =>
  readdirSync(resolve(root, islandsFolder))
    .filter(isIslandFile)
    .map((name) => `${islandsFolder}/${name}`);

/**
 * The islands loader (decision 028) as an entry of the browser build of its own, beside React Router's, and its
 * address for the pages that carry it (`virtual:cg/islands-loader`): read at render time from the browser build's
 * manifest, which React Router writes before it renders any page, or the source itself under the dev server. Each
 * island is an entry too, so the manifest names its chunk by its source: the size budget reads it there.
 */
export function islandsLoader(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cg:islands-loader',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (this.environment.name !== 'client' || config.command !== 'build') return;
      this.emitFile({ type: 'chunk', id: resolve(config.root, loaderSource), name: 'islands' });
      this.emitFile({ type: 'chunk', id: resolve(config.root, islandRootSource) });
      for (const source of islandSources(config.root)) this.emitFile({ type: 'chunk', id: resolve(config.root, source) });
    },
    resolveId: (id) => (id === virtualId ? resolvedVirtualId : null),
    load(id) {
      if (id !== resolvedVirtualId) return null;
      if (config.command === 'serve') return `export const islandsLoaderUrl = ${JSON.stringify(`/${loaderSource}`)};`;
      // The browser's own bundle never renders a page of islands: no address there.
      if (this.environment.name === 'client') return 'export const islandsLoaderUrl = "";';
      const manifest = JSON.parse(readFileSync(join(builtSite().client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const chunk = manifest[loaderSource];
      if (!chunk) throw new Error(`the browser build's manifest has no ${loaderSource}`);
      return `export const islandsLoaderUrl = ${JSON.stringify(`${config.base}${chunk.file}`)};`;
    },
  };
}
