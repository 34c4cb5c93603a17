// What the shell of an article newer than the build marks for its island, which runs without React (no import here).

/** Which part of the shell its island shows: the article's loading state, or the message that it could not load. */
export const shellPart = { attribute: 'data-newer-article', loading: 'loading', unavailable: 'unavailable' } as const;

/** Marks the retry button a page without React gives its click. */
export const reloadButton = 'data-reload';
