import { reducedMotion } from '../tokens/media';

/**
 * The carousel's motion, on its HTML (LogoCarousel: `data-carousel-track`, `data-carousel-pause`): the one
 * implementation, which the component runs in an effect and a page without React on its prerendered HTML. The row
 * advances one logo every `intervalMs` and loops; it holds while hovered or while focus is in it (a visitor who
 * arrived before this ran included), and stops for good behind the pause button, a toggle (`aria-pressed`). Under
 * reduced motion it starts paused. Returns what stops it.
 */
export function runLogoCarousel(root: HTMLElement, intervalMs = 3000): () => void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  if (!track || !pause) return () => undefined;
  let paused = window.matchMedia(reducedMotion).matches;
  let hovered = root.matches(':hover');
  let focused = root.contains(document.activeElement);
  let timer = 0;

  const advance = () => {
    const [first, second] = track.children as unknown as HTMLElement[];
    const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    // Loops: from the last position back to the first.
    if (atEnd) track.scrollTo({ left: 0 });
    else track.scrollBy({ left: step });
  };
  const update = () => {
    pause.setAttribute('aria-pressed', String(paused));
    window.clearInterval(timer);
    if (!paused && !hovered && !focused) timer = window.setInterval(advance, intervalMs);
  };
  const toggle = () => {
    paused = !paused;
    update();
  };
  const enter = () => {
    hovered = true;
    update();
  };
  const leave = () => {
    hovered = false;
    update();
  };
  const focusIn = () => {
    focused = true;
    update();
  };
  const focusOut = (event: FocusEvent) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  };
  pause.addEventListener('click', toggle);
  root.addEventListener('mouseenter', enter);
  root.addEventListener('mouseleave', leave);
  root.addEventListener('focusin', focusIn);
  root.addEventListener('focusout', focusOut);
  update();
  return () => {
    window.clearInterval(timer);
    pause.removeEventListener('click', toggle);
    root.removeEventListener('mouseenter', enter);
    root.removeEventListener('mouseleave', leave);
    root.removeEventListener('focusin', focusIn);
    root.removeEventListener('focusout', focusOut);
  };
}
