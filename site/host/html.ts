/**
 * Reading and finishing built pages with a real HTML rewriter (lol-html, the engine of the static host's own
 * HTMLRewriter, as WebAssembly: html-rewriter-wasm), never with regular expressions over markup: selectors find
 * elements whatever the order or quoting of their attributes, and the bytes nobody touches pass through as they are.
 */
import { type ElementHandlers, HTMLRewriter } from 'html-rewriter-wasm';

export type Handlers = Record<string, ElementHandlers>;

const encoder = new TextEncoder();

/** The page, rewritten by `handlers` (CSS selectors to lol-html's element, text and comment handlers). */
export async function rewriteHtml(html: string, handlers: Handlers): Promise<string> {
  const decoder = new TextDecoder();
  let output = '';
  const rewriter = new HTMLRewriter((chunk) => {
    output += decoder.decode(chunk, { stream: true });
  });
  for (const [selector, handler] of Object.entries(handlers)) rewriter.on(selector, handler);
  try {
    await rewriter.write(encoder.encode(html));
    await rewriter.end();
  } finally {
    rewriter.free();
  }
  return output + decoder.decode();
}

/** Runs `handlers` over the page only to read it. */
export async function readHtml(html: string, handlers: Handlers): Promise<void> {
  await rewriteHtml(html, handlers);
}

/** The text of each element `selector` finds, whole (lol-html hands text over in chunks). */
export async function textsOf(
  html: string,
  selector: string,
  include: (element: { attribute(name: string): string | null }) => boolean = () => true,
) {
  const texts: string[] = [];
  let current: string | null = null;
  await readHtml(html, {
    [selector]: {
      element(element) {
        const attributes = new Map(element.attributes);
        current = include({ attribute: (name) => attributes.get(name) ?? null }) ? '' : null;
        // An element with no text at all gets no text chunk: it ends here.
        if (current !== null) {
          texts.push('');
          element.onEndTag(() => {
            current = null;
          });
        }
      },
      text(chunk) {
        if (current === null) return;
        texts[texts.length - 1] += chunk.text;
      },
    },
  });
  return texts;
}

/**
 * An attribute's value as the browser reads it: lol-html hands it over as written. React writes only these five
 * references in an attribute (its escapeTextForBrowser), `&amp;` last so that an escaped reference stays text.
 */
export const attributeText = (written: string) =>
  written.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
