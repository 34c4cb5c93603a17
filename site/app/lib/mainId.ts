/** The id of every page's main region: the skip link's target, and what takes focus on back and forward. */
export const mainId = 'main';
