/**
 * What a built page says, as the golden test compares two builds of it (scripts/golden-build.ts): its words, the
 * addresses it leads to, its structured data, its head's title and descriptions, and the data its islands hydrate
 * with (what the page says once its scripts run). Read with the HTML rewriter (html.ts), never by patterns over markup.
 * Not its scripts' and stylesheets' file names: those are hashes of the code, which the two builds may bundle apart.
 */
import { attributeText, readHtml } from './html';

export type PageFacts = {
  /** The text nodes of the head's title and the body, whitespace collapsed, empty ones left out (scripts' code too). */
  text: string[];
  /** Every address a visitor can follow or send to: links, forms, frames, the canonical address. */
  links: string[];
  /** The head's named metadata (`description`, Open Graph), as `name=content`. */
  metadata: string[];
  /** Each JSON-LD block, parsed. */
  structuredData: unknown[];
  /** Each island's name and its props, parsed. */
  islands: { island: string; props: unknown }[];
};

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The attribute's value as the browser reads it, if the element has it. */
const valueOf = (element: { getAttribute(name: string): string | null }, name: string) => {
  const written = element.getAttribute(name);
  return written === null ? null : attributeText(written);
};

export async function pageFacts(html: string): Promise<PageFacts> {
  const facts: PageFacts = { text: [], links: [], metadata: [], structuredData: [], islands: [] };
  let text = '';
  const endText = () => {
    const words = collapse(text);
    if (words) facts.text.push(words);
    text = '';
  };
  // Inside a script or a style block, the text is code: the page's JSON-LD is read whole below.
  let code = false;
  let jsonLd: string | null = null;
  const onText = (chunk: { text: string; lastInTextNode: boolean }) => {
    if (code) return;
    text += chunk.text;
    if (chunk.lastInTextNode) endText();
  };
  const link = (attribute: string) => ({
    element(element: { getAttribute(name: string): string | null }) {
      const address = valueOf(element, attribute);
      if (address !== null) facts.links.push(address);
    },
  });
  await readHtml(html, {
    title: { text: onText },
    body: { text: onText },
    'script, style': {
      element(element) {
        code = true;
        const isJsonLd = (element.getAttribute('type') ?? '').trim().toLowerCase() === 'application/ld+json';
        if (isJsonLd) jsonLd = '';
        element.onEndTag(() => {
          code = false;
          if (jsonLd !== null) facts.structuredData.push(JSON.parse(jsonLd));
          jsonLd = null;
        });
      },
      text(chunk) {
        if (jsonLd !== null) jsonLd += chunk.text;
      },
    },
    'a[href], area[href]': link('href'),
    'form[action]': link('action'),
    'iframe[src]': link('src'),
    'link[rel~="canonical" i], link[rel~="alternate" i]': link('href'),
    'meta[name], meta[property]': {
      element(element) {
        const name = valueOf(element, 'name') ?? valueOf(element, 'property');
        facts.metadata.push(`${name}=${valueOf(element, 'content') ?? ''}`);
      },
    },
    '[data-island]': {
      element(element) {
        const props = valueOf(element, 'data-props');
        facts.islands.push({ island: valueOf(element, 'data-island') ?? '', props: props === null ? null : JSON.parse(props) });
      },
    },
  });
  return facts;
}

/** How two builds of one page differ, a line for each kind of fact that does, naming the first difference. */
export function factDifferences(expected: PageFacts, actual: PageFacts): string[] {
  return (Object.keys(expected) as (keyof PageFacts)[]).flatMap((kind) => {
    const left = expected[kind].map((fact) => JSON.stringify(fact));
    const right = actual[kind].map((fact) => JSON.stringify(fact));
    const at = left.findIndex((fact, index) => fact !== right[index]);
    if (at === -1 && left.length === right.length) return [];
    const index = at === -1 ? left.length : at;
    // From a little before where the two first part: a long island's props differ deep inside.
    const [one, other] = [left[index], right[index]];
    let from = 0;
    while (one !== undefined && other !== undefined && one[from] === other[from]) from += 1;
    const start = Math.max(0, from - 60);
    const show = (fact: string | undefined) => {
      if (fact === undefined) return '(nothing)';
      const shown = fact.slice(start, start + 200);
      return `${start ? '…' : ''}${shown}${start + 200 < fact.length ? '…' : ''}`;
    };
    return [`${kind} #${index + 1}: ${show(one)} -> ${show(other)} (${left.length} -> ${right.length})`];
  });
}
