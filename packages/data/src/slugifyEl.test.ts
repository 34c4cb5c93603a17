import { describe, expect, it } from 'vitest';
import { slugifyEl, slugRules, transliterateEl } from './slugifyEl';

describe('transliterateEl (ELOT 743)', () => {
  it.each([
    ['αυ and ευ before a voiced letter read av, ev', 'Αύριο ευλογία', 'avrio evlogia'],
    ['αυ and ευ before a voiceless letter read af, ef', 'Αυτοκίνητο ευχαριστώ', 'aftokinito efcharisto'],
    ['αυ, ευ at the end of a word read af, ef', 'Ζευς', 'zefs'],
    ['ου reads ou', 'Ουρανός', 'ouranos'],
    ['a diaeresis breaks the pair', 'Ταΰγετος προϊόν', 'taygetos proion'],
    ['μπ, ντ, γκ letter by letter', 'Μπάλα ντομάτα γκαράζ', 'mpala ntomata gkaraz'],
    ['γ before γ, ξ, χ is nasal', 'Άγγελος σφίγξ έλεγχος', 'angelos sfinx elenchos'],
    ['θ, χ, ψ', 'Θέατρο ψυχολογία', 'theatro psychologia'],
    ['final sigma', 'Επαγγελματικός', 'epangelmatikos'],
    ['Latin, digits and punctuation pass through', 'Meta τεστ 2025!', 'meta test 2025!'],
  ])('%s', (_rule, greek, latin) => {
    expect(transliterateEl(greek)).toBe(latin);
  });
});

describe('slugRules (the specification’s rules)', () => {
  it('lowercases, strips accents and odd characters, hyphenates whitespace, collapses hyphens', () => {
    expect(slugRules('  Café  --  Résumé: 2025!  ')).toBe('cafe-resume-2025');
  });

  it('turns Greek into nothing on its own, which is why slugifyEl transliterates first', () => {
    expect(slugRules('Επαγγελματικός Προσανατολισμός')).toBe('');
  });
});

describe('slugifyEl', () => {
  it('makes a readable Latin slug from a Greek title', () => {
    expect(slugifyEl('Επαγγελματικός Προσανατολισμός: Οδηγός για το Μηχανογραφικό 2025')).toBe(
      'epangelmatikos-prosanatolismos-odigos-gia-to-michanografiko-2025',
    );
  });

  it('never returns an empty slug for a Greek title', () => {
    for (const title of ['Άρθρα', 'Ψ', 'Ευ']) expect(slugifyEl(title)).not.toBe('');
  });
});
