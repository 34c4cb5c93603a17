/**
 * Text folded for search: lower case, no Greek accents or diaeresis, final sigma as sigma. The same
 * folding as the database's private.search_key (the lead_inbox migration), so what an admin types
 * matches the stored search text whatever its case or accents.
 */
const accented = 'άέήίόύώϊϋΐΰς';
const plain = 'αεηιουωιυιυσ';

export function searchKey(value: string): string {
  let folded = '';
  for (const character of value.toLowerCase()) {
    const at = accented.indexOf(character);
    folded += at === -1 ? character : plain[at];
  }
  return folded;
}

/** The stored search text of a lead: name, e-mail and phone folded, then the phone's digits alone. */
export const leadSearchText = (lead: { first_name: string; last_name: string; email: string; phone: string }) =>
  searchKey(`${lead.first_name} ${lead.last_name} ${lead.email} ${lead.phone} ${lead.phone.replace(/[^0-9]/g, '')}`);

/** The stored search text of an article: title and excerpt folded, a line break between them. */
export const articleSearchText = (article: { title: string; excerpt: string | null }) =>
  searchKey(`${article.title}\n${article.excerpt ?? ''}`);
