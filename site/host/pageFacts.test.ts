import { describe, expect, it } from 'vitest';
import { factDifferences, pageFacts } from './pageFacts';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"><title>Σεμινάρια | Εταιρεία</title><meta name="description" content="Σεμινάρια &amp; ημερίδες">${head}` +
  `<link rel="canonical" href="https://example.gr/seminaria"><link rel="stylesheet" href="/assets/root-AbC.css"><script type="module" src="/assets/entry-XyZ.js"></script></head>` +
  `<body><a href="#main">Μετάβαση</a><main id="main">${body}</main><script>window.code = "not text";</script></body></html>`;

const jsonLd = (phone: string) => `<script type="application/ld+json">{"@type":"Organization","telephone":"${phone}"}</script>`;

describe('what a built page says', () => {
  it('reads its words, its links, its head’s metadata, its structured data and its islands’ props, not its code', async () => {
    const facts = await pageFacts(
      page(
        `<h1>Σεμινάρια</h1><p>Καλέστε στο <a href="tel:+302101234567">210  123\n4567</a>.</p><form action="/seminaria" method="post"></form>` +
          `<div data-island="leadForm" data-props="{&quot;source&quot;:&quot;seminaria&quot;}"><button>Αποστολή</button></div>${jsonLd('+30 210 123 4567')}`,
      ),
    );
    expect(facts).toEqual({
      text: ['Σεμινάρια | Εταιρεία', 'Μετάβαση', 'Σεμινάρια', 'Καλέστε στο', '210 123 4567', '.', 'Αποστολή'],
      links: ['https://example.gr/seminaria', '#main', 'tel:+302101234567', '/seminaria'],
      metadata: ['description=Σεμινάρια & ημερίδες'],
      structuredData: [{ '@type': 'Organization', telephone: '+30 210 123 4567' }],
      islands: [{ island: 'leadForm', props: { source: 'seminaria' } }],
    });
  });

  it('finds no difference between builds that bundle the code apart', async () => {
    const one = await pageFacts(page('<p>Κείμενο</p>'));
    const other = await pageFacts(page('<p>Κείμενο</p>').replace('entry-XyZ', 'entry-QwE').replace('root-AbC', 'root-Rty'));
    expect(factDifferences(one, other)).toEqual([]);
  });

  it('names the first difference of each kind: a word, a link, a description, structured data, an island’s props', async () => {
    const today = await pageFacts(
      page(`<p>Τηλέφωνο</p><a href="tel:+302101234567">210 123 4567</a><div data-island="faq" data-props="[1]"></div>${jsonLd('210')}`),
    );
    const built = await pageFacts(
      page(
        `<p>Τηλέφωνο</p><a href="tel:+302111111111">211 111 1111</a><div data-island="faq" data-props="[1,2]"></div>${jsonLd('211')}`,
        '<meta property="og:title" content="Σεμινάρια">',
      ),
    );
    expect(factDifferences(today, built)).toEqual([
      'text #4: "210 123 4567" -> "211 111 1111" (4 -> 4)',
      'links #3: "tel:+302101234567" -> "tel:+302111111111" (3 -> 3)',
      'metadata #2: (nothing) -> "og:title=Σεμινάρια" (1 -> 2)',
      'structuredData #1: {"@type":"Organization","telephone":"210"} -> {"@type":"Organization","telephone":"211"} (1 -> 1)',
      'islands #1: {"island":"faq","props":[1]} -> {"island":"faq","props":[1,2]} (1 -> 1)',
    ]);
  });

  it('shows a long fact from a little before where the two part, so a difference deep in an island’s props is seen', async () => {
    const events = (seats: number) =>
      page(
        `<div data-island="events" data-props="{&quot;description&quot;:&quot;${'λέξη '.repeat(80)}&quot;,&quot;seatsLeft&quot;:${seats}}"></div>`,
      );
    const [difference] = factDifferences(await pageFacts(events(80)), await pageFacts(events(79)));
    expect(difference).toMatch(/^islands #1: …[ λέξη]+","seatsLeft":80}} -> …[ λέξη]+","seatsLeft":79}} \(1 -> 1\)$/);
  });
});
