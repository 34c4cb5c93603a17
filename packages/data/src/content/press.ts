/**
 * Press coverage (/articles: a card each, opening the outlet's article in a new tab), in the order it is written; the
 * page orders it by date with the articles staff write. A new mention is staff's to add: its title, a line about it,
 * its address at the outlet, the outlet, the day, the category, and whether it is the one the page features.
 */
import * as v from 'valibot';
import { isoDay, link, text } from './fields.ts';

/** The two categories /articles files press under (spec section 3). */
export const pressCategories = ['Εκπαίδευση', 'Αγορά Εργασίας'] as const;

export const pressSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        title: text(120),
        description: text(200),
        url: link,
        publication: text(60),
        date: isoDay,
        category: v.picklist(pressCategories, 'Διαλέξτε κατηγορία.'),
        // A choice, not a box to tick: the editor's fields are texts, numbers, choices and pictures.
        placement: v.picklist(['featured', 'listed'], 'Διαλέξτε αν προβάλλεται.'),
      }),
    ),
    v.minLength(1, 'Τουλάχιστον ένα δημοσίευμα.'),
    v.maxLength(60, 'Έως 60 δημοσιεύματα.'),
  ),
});

export type PressDocument = v.InferOutput<typeof pressSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const pressFieldLabels: Record<string, string> = {
  '/items': 'Δημοσιεύματα',
  '/items/*': 'Δημοσίευμα',
  '/items/*/title': 'Τίτλος',
  '/items/*/description': 'Σύντομη περιγραφή',
  '/items/*/url': 'Διεύθυνση του άρθρου στο μέσο',
  '/items/*/publication': 'Μέσο (εφημερίδα, ιστότοπος)',
  '/items/*/date': 'Ημερομηνία (έτος-μήνας-ημέρα)',
  '/items/*/category': 'Κατηγορία',
  '/items/*/placement': 'Προβολή στη σελίδα «Άρθρα»',
};

export const pressChoiceLabels: Record<string, Record<string, string>> = {
  '/items/*/placement': {
    featured: 'Προβεβλημένο (το πρώτο κατά ημερομηνία από τα προβεβλημένα)',
    listed: 'Στη λίστα',
  },
};
