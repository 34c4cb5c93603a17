import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const query = '?inline-script';

/**
 * `import code from './x.inline.ts?inline-script'`: the module `x.inline.ts`, with what it imports, bundled into one
 * minified script as a string, for a component to write into the page as an inline `<script>` (the consent question
 * before the first paint, the visit's attribution, the islands loader's start). Inline scripts are then modules like
 * any other, type-checked and sharing code with the rest, and reach the HTML as the browser runs them: the build
 * neither writes functions' source text into pages nor edits them afterwards. Such a module reads what differs from
 * page to page from its script element's `data-*` attributes, so its text, and its hash in the policy, stay the same.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'cg:inline-scripts',
    enforce: 'pre',
    // The file's own path with the query, not a virtual id: vanilla-extract's compiler, evaluating a stylesheet that
    // imports a component that writes such a script, names the modules it read in what it emits, and Storybook's dev
    // server must find them again (a `\0` id it could not resolve, and every page story importing the back office's
    // styles failed to load).
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      const bundle = await rolldown({ input: file, platform: 'browser', logLevel: 'warn', tsconfig: false });
      try {
        const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
        const [chunk] = output;
        for (const module of chunk.moduleIds) if (!module.startsWith('\0')) this.addWatchFile(module);
        const code = chunk.code.trim().replace(/;$/, '');
        if (code.includes('</script')) throw new Error(`${file}: an inline script must not contain "</script"`);
        return `export default ${JSON.stringify(code)};`;
      } finally {
        await bundle.close();
      }
    },
  };
}
