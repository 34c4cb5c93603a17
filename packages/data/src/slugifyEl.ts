/**
 * Greek to Latin by ELOT 743 (transliteration), then the specification's slug rules. The spec's
 * rules alone (keep a-z, digits, spaces and hyphens) would turn a Greek title into an empty slug.
 */
const letters: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

// αυ, ευ, ηυ read v before a vowel or a voiced consonant, f before a voiceless one or at the end.
const voiced = new Set([...'αεηιουωβγδζλμνρ']);
const diphthongStarts: Record<string, string> = { α: 'a', ε: 'e', η: 'i' };
// γ before γ, κ, ξ, χ is nasal: γγ -> ng, γξ -> nx, γχ -> nch (γκ stays gk in ELOT 743).
const nasalAfterGamma = new Set([...'γξχ']);

/** Separates base letters from accents and diaeresis, so both can be read. */
const decompose = (text: string) =>
  [...text.toLocaleLowerCase('el').normalize('NFD')].reduce<Array<{ base: string; diaeresis: boolean }>>((chars, char) => {
    if (char === '\u0308') {
      const last = chars.at(-1);
      if (last) last.diaeresis = true;
    } else if (!/\p{M}/u.test(char)) {
      chars.push({ base: char, diaeresis: false });
    }
    return chars;
  }, []);

export function transliterateEl(text: string): string {
  const chars = decompose(text);
  let out = '';
  for (let index = 0; index < chars.length; index += 1) {
    const { base } = chars[index]!;
    const next = chars[index + 1];
    // ου -> ou (not when the υ carries a diaeresis).
    if (base === 'ο' && next?.base === 'υ' && !next.diaeresis) {
      out += 'ou';
      index += 1;
      continue;
    }
    const start = diphthongStarts[base];
    if (start && next?.base === 'υ' && !next.diaeresis) {
      const following = chars[index + 2]?.base;
      out += start + (following && voiced.has(following) ? 'v' : 'f');
      index += 1;
      continue;
    }
    if (base === 'γ' && next && nasalAfterGamma.has(next.base)) {
      out += 'n';
      continue;
    }
    out += letters[base] ?? base;
  }
  return out;
}

/** The specification's slug rules: lowercase, no accents, a-z, digits and single hyphens. */
export function slugRules(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export const slugifyEl = (title: string) => slugRules(transliterateEl(title));
