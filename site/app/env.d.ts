/** What the build reads from the environment (vite.config.ts and .env.example); the browser only ever gets these. */
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** True in the site's build, which makes the pages' sizes of staff's pictures (site/vite/contentPictures.ts). */
  readonly CONTENT_PICTURES_BUILT?: boolean;
}

/** An inline script, bundled into one minified string by the build (site/vite/inlineScripts.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}

/** The islands loader's address in the browser build (site/vite/islandsLoader.ts). */
declare module 'virtual:cg/islands-loader' {
  export const islandsLoaderUrl: string;
}
