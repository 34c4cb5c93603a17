import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const query = '?inline-script';
const prefix = '\0inline-script:';

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
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${prefix}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length);
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
