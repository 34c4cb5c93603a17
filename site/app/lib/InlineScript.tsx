/**
 * A script the browser runs where the page's HTML has it, as the page is parsed: one of the site's `*.inline.ts`
 * modules, bundled by the build (`?inline-script`, site/vite/inlineScripts.ts). Only the prerendered HTML carries it:
 * a script React creates in the browser never runs, so there it is left empty (hydration keeps the server's text).
 * What differs from page to page goes in `data`, as `data-*` attributes the script reads from `document.currentScript`.
 */
export function InlineScript({ code, data = {} }: { code: string; data?: Record<`data-${string}`, string> }) {
  return <script {...data} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? code : '' }} />;
}
