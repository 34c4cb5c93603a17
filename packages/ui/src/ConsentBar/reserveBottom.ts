/**
 * While a bar is fixed to the bottom of the window, the page keeps its height free: the end of the page (the
 * footer's last links) scrolls clear of it, and a focused control is scrolled above it rather than behind it
 * (WCAG 2.4.11). The room is added at the page's end, so nothing in view moves. Returns what gives the room back.
 * Without React: a page that hydrates no React shows the bar with it too.
 */
export function reserveBottom(bar: HTMLElement): () => void {
  const { documentElement, body } = document;
  const reserve = () => {
    const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    documentElement.style.scrollPaddingBottom = height;
    body.style.paddingBottom = height;
  };
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    documentElement.style.scrollPaddingBottom = '';
    body.style.paddingBottom = '';
  };
}
