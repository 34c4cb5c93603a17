import type { ComponentType } from 'react';

/**
 * When an island's code starts: on the visitor's first pointer, focus or touch in it; once it is in view; once the
 * page is idle; or only when another island asks for it (`startIsland`). What starts without the visitor counts in
 * the page's size budget (`pnpm budget`).
 */
export type IslandMoment = 'interaction' | 'visible' | 'idle' | 'asked';

/** What a marker carries to the browser: plain data, read back from the page as JSON. */
export type IslandProps = Record<string, unknown>;

type Named<Name extends string> = {
  /** Its file's name without `.island.ts(x)`: the build refuses a definition whose name is not its file's. */
  readonly name: Name;
  readonly when: IslandMoment;
};

/** An island React hydrates on a root of its own: `component` renders its HTML at build time and runs in the browser. */
export type HydratedIsland<Props extends object, Name extends string = string> = Named<Name> & {
  readonly component: ComponentType<Props>;
};

/**
 * An island whose behaviour runs without React on the HTML a page renders for it (`view`, given where it is placed).
 * `enhance` calls the behaviour's one implementation, a function of the DOM, which the view itself runs in an effect
 * where React renders it (a page hydrated whole, Storybook).
 */
export type EnhancedIsland<Props extends object, Name extends string = string> = Named<Name> & {
  readonly enhance: (root: HTMLElement, props: Props) => unknown;
};

/** Any island, whatever its props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component's props are not variant enough for `never` here
export type AnyIsland = HydratedIsland<any> | EnhancedIsland<any>;

/** Whether the island hydrates a component; what the loader and the marker pass it is its own props, read back as JSON. */
export const isHydrated = (island: AnyIsland): island is HydratedIsland<object> => 'component' in island;

/**
 * An island, declared once, in a file of its own named `<name>.island.ts(x)` in this folder: its module (a component to
 * hydrate, or `enhance`), its moment and, through them, its props' type. The loader finds it by that file, the marker
 * (`<Island of={…}>`) and the size budget read the same definition; adding one is that file and its use on a page.
 */
export function defineIsland<Name extends string, Props extends object>(island: HydratedIsland<Props, Name>): HydratedIsland<Props, Name>;
export function defineIsland<Name extends string, Props extends object>(island: EnhancedIsland<Props, Name>): EnhancedIsland<Props, Name>;
export function defineIsland(island: AnyIsland): AnyIsland {
  return island;
}

/** The island a definition's file declares: `./leadForm.island.tsx` is `leadForm`. */
export const islandNameOfFile = (path: string) => path.replace(/^.*\//, '').replace(/\.island\.tsx?$/, '');
