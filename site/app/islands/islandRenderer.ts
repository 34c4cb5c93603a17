import { createContext, type ReactElement } from 'react';

/** Renders an island as a root of its own (the build's renderer passes React's renderToString). */
export type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

/**
 * Set by the build's renderer (entry.server.tsx) and passed on by the root layout only on pages that hydrate
 * no route: there each island is written as its own root, for the islands loader to hydrate alone. Elsewhere
 * (hydrated pages, the SPA fallback, Storybook) it is null and an island is an ordinary part of the page.
 */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/** A route that hydrates only its islands says so in its handle. */
export type IslandsHandle = { hydrate?: false };
export const hydratesOnlyIslands = (handle: unknown) => (handle as IslandsHandle | undefined)?.hydrate === false;
