/** An inline script, bundled into one minified string by the site's build (site/vite/inlineScripts.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
