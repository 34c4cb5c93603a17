import { reducedMotion } from '../tokens/media';

/**
 * Steps that appear one after another, `staggerMs` apart, once their list is scrolled into view: `show(n)` with how
 * many are revealed (0 hides them all until then). Not at all (the HTML shows them all) under reduced motion,
 * without IntersectionObserver, or when the list is already on screen: steps never vanish from under the reader.
 * Returns what stops it. Without React, so a page that hydrates no React reveals them too.
 */
export function runStepReveal(list: Element, count: number, staggerMs: number, show: (revealed: number) => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia(reducedMotion).matches) return () => undefined;
  const { top, bottom } = list.getBoundingClientRect();
  if (top < window.innerHeight && bottom > 0) return () => undefined;
  show(0);
  const timers: number[] = [];
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (let index = 0; index < count; index += 1) timers.push(window.setTimeout(() => show(index + 1), index * staggerMs));
    },
    { threshold: 0.3 },
  );
  observer.observe(list);
  return () => {
    observer.disconnect();
    timers.forEach((timer) => window.clearTimeout(timer));
  };
}

/** ProcessSteps' reveal on its HTML (`list` is its <ol>): the one implementation, in the component's effect and on a page without React. */
export function revealStepsInPlace(list: HTMLElement, staggerMs = 500): () => void {
  const steps = [...list.children] as HTMLElement[];
  return runStepReveal(list, steps.length, staggerMs, (revealed) => {
    steps.forEach((step, index) => {
      step.dataset.revealed = String(index < revealed);
    });
  });
}
