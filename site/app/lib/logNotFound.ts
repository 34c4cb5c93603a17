/** The specification's 404 page logs the path it was asked for. */
export const logNotFound = (path: string) => console.warn('404: no page at', path);
