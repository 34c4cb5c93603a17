/**
 * A Greek first name in the vocative, as a person is addressed («Ευχαριστούμε, Αλέξανδρε!»): masculine names change
 * their ending (-ος to -ε, or to -ο in a name of two syllables; -ης to -η; -ας to -α; the accent stays where it is),
 * feminine names (-α, -η, -ω, -ού) are addressed as they are named. A name in another script, or with an ending these
 * rules do not know, is left as it was typed. Each part of a double name (a space or a hyphen) changes on its own.
 */
export function vocativeOf(firstName: string): string {
  return firstName.replace(/[\p{L}\p{M}]+/gu, vocativeOfWord);
}

const endings: Record<string, (syllableCount: number) => string> = {
  ος: (count) => (count >= 3 ? 'ε' : 'ο'),
  ός: (count) => (count >= 3 ? 'έ' : 'ό'),
  ης: () => 'η',
  ής: () => 'ή',
  ας: () => 'α',
  άς: () => 'ά',
};

function vocativeOfWord(word: string): string {
  if (!/^\p{Script=Greek}+$/u.test(word)) return word;
  const lower = word.toLowerCase();
  const ending = Object.keys(endings).find((candidate) => lower.endsWith(candidate) && lower.length > candidate.length + 1);
  if (!ending) return word;
  const replaced = endings[ending]!(syllables(lower));
  const allCapitals = word === word.toUpperCase();
  // The stem as it was typed; the new ending in the word's own case (capitals carry no accent).
  return (
    word.slice(0, -ending.length) +
    (allCapitals
      ? replaced
          .normalize('NFD')
          .replace(/\u0301/g, '')
          .toUpperCase()
      : replaced)
  );
}

type Letter = { base: string; accent: boolean; diaeresis: boolean };
const vowels = new Set(['α', 'ε', 'η', 'ι', 'ο', 'υ', 'ω']);
// Two letters read as one vowel (the accent, where there is one, on the second), unless a diaeresis parts them.
const digraphs = new Set(['αι', 'ει', 'οι', 'υι', 'ου', 'αυ', 'ευ', 'ηυ']);

/** The vowel sounds of a lower-case word: a digraph counts once, and an unaccented ι or υ before a vowel joins it (Γιώργος, Στέλιος). */
function syllables(word: string) {
  const letters: Letter[] = [];
  for (const character of word.normalize('NFD')) {
    const last = letters.at(-1);
    if (character === '\u0301' && last) last.accent = true;
    else if (character === '\u0308' && last) last.diaeresis = true;
    else letters.push({ base: character, accent: false, diaeresis: false });
  }
  let count = 0;
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index]!;
    if (!vowels.has(letter.base)) continue;
    count += 1;
    const next = letters[index + 1];
    if (!next || !vowels.has(next.base) || next.diaeresis || letter.accent) continue;
    if (digraphs.has(letter.base + next.base) || letter.base === 'ι' || letter.base === 'υ') index += 1;
  }
  return count;
}
