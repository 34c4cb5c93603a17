/** Every prerendered public route, with its main heading. Later issues add rows. */
export const publicRoutes = [
  { path: '/', heading: 'Βρες τον δρόμο που σου ταιριάζει' },
  { path: '/simvouleftikisep', heading: 'Συγχαρητήρια!' },
] as const;

/** A path no route matches: the static host answers it with the 404 page. */
export const unknownPath = '/no-such-page/at-all';
