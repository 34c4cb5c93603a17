/**
 * A section's cards (the library's `InfoCards`): each a title, a text and, where the card has them, a short label
 * above the title, short points and one link (a page of the site, a secure page elsewhere, or the page's own form), in
 * the order the page shows them. Several documents are of these kinds, one per section (/students' programme, /tests'
 * reasons, /about's values…); a section whose card quotes another document's fact stays in code.
 */
import * as v from 'valibot';
import { lines, pageLink, text } from './fields.ts';

/** Cards whose link may lead to the page's own form (`#lead-form`) or, without one, only to a page or elsewhere. */
const cardsOf = ({ withForm }: { withForm: boolean }) =>
  v.strictObject({
    items: v.pipe(
      v.array(
        v.strictObject({
          badge: v.optional(text(30)),
          title: text(60),
          text: text(250),
          points: v.optional(lines({ max: 80, most: 6 })),
          action: v.optional(v.strictObject({ label: text(30), href: pageLink({ withForm }) })),
        }),
      ),
      v.minLength(1, 'Τουλάχιστον μία κάρτα.'),
      v.maxLength(8, 'Έως 8 κάρτες.'),
    ),
  });

/** A section's cards on a page with a lead form (kind `cards`). */
export const cardsSchema = cardsOf({ withForm: true });
/** A section's cards on a page without one (kind `formless-cards`: /tests, /about): `#lead-form` would lead nowhere. */
export const formlessCardsSchema = cardsOf({ withForm: false });

export type CardsDocument = v.InferOutput<typeof cardsSchema>;

const cardLabels = (href: string): Record<string, string> => ({
  '/items': 'Κάρτες',
  '/items/*': 'Κάρτα',
  '/items/*/badge': 'Ετικέτα πάνω από τον τίτλο (προαιρετική, π.χ. η διάρκεια)',
  '/items/*/title': 'Τίτλος',
  '/items/*/text': 'Κείμενο',
  '/items/*/points': 'Σημεία της κάρτας (προαιρετικά: ένα σε κάθε γραμμή)',
  '/items/*/action': 'Ο σύνδεσμος της κάρτας',
  '/items/*/action/label': 'Σύνδεσμος, κείμενο (προαιρετικός)',
  '/items/*/action/href': href,
});

/** Labels by pointer; `*` stands for an item's place in its list. */
export const cardsFieldLabels = cardLabels('Σύνδεσμος, διεύθυνση (π.χ. /tests, ή #lead-form για τη φόρμα της σελίδας)');
export const formlessCardsFieldLabels = cardLabels('Σύνδεσμος, διεύθυνση (π.χ. /tests ή https://…)');
