import { createContext, type ReactElement } from 'react';

/** Renders an island as a root of its own (the build's renderer passes React's renderToString). */
export type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

/** What the build's renderer gives a page of islands: how to write an island, and the loader's address in the build. */
export type PageOfIslands = { renderIsland: RenderIsland; loaderUrl: string };

/**
 * Set by the build's renderer (entry.server.tsx) on a page of islands, the route table's `hydrate: 'islands'`: there
 * each island is written as a root of its own for the islands loader to start alone. Elsewhere (the SPA fallback,
 * Storybook) it is null, and an island is an ordinary part of a page React hydrates whole.
 */
export const IslandRenderer = createContext<PageOfIslands | null>(null);
