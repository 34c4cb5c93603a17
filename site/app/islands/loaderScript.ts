/** The islands loader's inline script (IslandsLoader) and what it tells the loader: its address and the page's route. */
export const loaderUrlAttribute = 'data-loader';
export const loaderRouteAttribute = 'data-route';
export const loaderScriptSelector = `script[${loaderUrlAttribute}]`;
