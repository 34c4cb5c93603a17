import { useContext, type ComponentType } from 'react';
import { IslandRenderer } from './islandRenderer';
import type { HydrateWhen, IslandName } from './registry';
import * as css from './Island.css';

type IslandProps<P extends object> = {
  /** Its module in the registry: `component` as its default export, to hydrate, or `enhance` (registry.ts). */
  name: IslandName;
  /** What the island's HTML is rendered from. */
  component: ComponentType<P>;
  /** What a page React hydrates whole renders in its place, when not `component` (an enhanced island's React twin). */
  elsewhere?: ComponentType<P>;
  /** Plain data only: the loader reads them back from the page as JSON. */
  props: P;
  when: HydrateWhen;
};

/**
 * An interactive part of a page that hydrates on its own. On a page that hydrates only its islands, it is
 * written as a root of its own inside a marker (its name, props and moment) for the islands loader; anywhere
 * else it is simply the component.
 */
export function Island<P extends object>({ name, component: Component, elsewhere: Elsewhere = Component, props, when }: IslandProps<P>) {
  const render = useContext(IslandRenderer);
  if (!render) return <Elsewhere {...props} />;
  return (
    <div
      className={css.island}
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(props)}
      // Its own root's HTML: ids (useId) then match what the loader's hydrateRoot makes with the same prefix.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, not user content
      dangerouslySetInnerHTML={{ __html: render(<Component {...props} />, `${name}-`) }}
    />
  );
}
