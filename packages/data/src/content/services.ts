/**
 * The services the home page lists (the library's `ServiceCard`: a title that is the card's link, a line, the page it
 * leads to), in the order the page shows them; the business's structured data names the same ones.
 */
import * as v from 'valibot';
import { pageLink, text } from './fields.ts';

export const servicesSchema = v.strictObject({
  items: v.pipe(
    v.array(v.strictObject({ title: text(60), description: text(200), href: pageLink({ withForm: false }) })),
    v.minLength(1, 'Τουλάχιστον μία υπηρεσία.'),
    v.maxLength(9, 'Έως 9 υπηρεσίες: τρεις σειρές της σελίδας.'),
  ),
});

export type ServicesDocument = v.InferOutput<typeof servicesSchema>;

/** Labels by pointer; `*` stands for an item's place in its list. */
export const servicesFieldLabels: Record<string, string> = {
  '/items': 'Υπηρεσίες',
  '/items/*': 'Υπηρεσία',
  '/items/*/title': 'Τίτλος (το όνομα του συνδέσμου)',
  '/items/*/description': 'Περιγραφή',
  '/items/*/href': 'Σελίδα της υπηρεσίας (π.χ. /tests)',
};
