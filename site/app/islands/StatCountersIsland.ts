import { countUpInPlace } from '@cg/ui/countUpInPlace';
import type { Stat } from '@cg/ui';

/** A page's figures count up once they are half in view, without React (StatCounters' HTML). */
export function enhance(marker: HTMLElement, props: Record<string, unknown>) {
  const list = marker.querySelector('dl');
  if (list) countUpInPlace(list, (props as { items: readonly Stat[] }).items);
}
