import { revealStepsInPlace } from '@cg/ui/stepReveal';

/** A page's process steps appear one after another once scrolled into view, without React (ProcessSteps' HTML). */
export function enhance(marker: HTMLElement) {
  const list = marker.querySelector('ol');
  if (list) revealStepsInPlace(list);
}
