import { useContext, type ComponentType } from 'react';
import { type AnyIsland, type EnhancedIsland, type HydratedIsland, isHydrated } from './defineIsland';
import { IslandRoot } from './islandRoot';
import { IslandRenderer } from './islandRenderer';
import * as css from './Island.css';

/**
 * Where a page places an island: its definition and its props (of the definition's type: a wrong prop fails tsc); an
 * enhanced island also names the view whose HTML it enhances.
 */
export type IslandPlacement<Props extends object> = (
  | { of: HydratedIsland<Props>; props: NoInfer<Props>; view?: never }
  | { of: EnhancedIsland<Props>; props: NoInfer<Props>; view?: ComponentType<NoInfer<Props>> }
) & {
  /** Props the build renders with but leaves out of the marker: the island reads them itself in the browser. */
  serverOnly?: readonly (keyof NoInfer<Props>)[];
};

/**
 * An island placed on a page. On a page of islands (the route table's `hydrate: 'islands'`) it is written as a marker
 * the loader finds: its name, its moment and its props, around its HTML (a hydrated island's own root, rendered with
 * its name as the id prefix React's hydration will use). On a page React hydrates whole (Storybook, the SPA fallback)
 * it is its component, or its view: a view runs the island's behaviour itself, in an effect, where it has one (the
 * same function its `enhance` calls: one implementation of each behaviour).
 */
export function Island<Props extends object>(placement: IslandPlacement<Props>) {
  const {
    of: island,
    props,
    view: View,
    serverOnly = [],
  } = placement as {
    of: AnyIsland;
    props: object;
    view?: ComponentType<object>;
    serverOnly?: readonly PropertyKey[];
  };
  const render = useContext(IslandRenderer)?.renderIsland;
  if (!render) return <InPage island={island} props={props} View={View} />;
  const written = Object.fromEntries(Object.entries(props).filter(([name]) => !serverOnly.includes(name)));
  const marker = { className: css.island, 'data-island': island.name, 'data-when': island.when, 'data-props': JSON.stringify(written) };
  if (!isHydrated(island)) return <div {...marker}>{View ? <View {...props} /> : null}</div>;
  const Component = island.component;
  return (
    <div
      {...marker}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, not user content
      dangerouslySetInnerHTML={{
        __html: render(
          <IslandRoot>
            <Component {...props} />
          </IslandRoot>,
          `${island.name}-`,
        ),
      }}
    />
  );
}

/** The island as a part of a page React hydrates whole. */
function InPage({ island, props, View }: { island: AnyIsland; props: object; View?: ComponentType<object> }) {
  const Component = isHydrated(island) ? island.component : View;
  return <div className={css.island}>{Component ? <Component {...props} /> : null}</div>;
}
