import { answeredInPlace } from '../Enhancement/answeredInPlace';

const playerAllows = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/**
 * A video facade's behaviour, on its HTML (VideoEmbed: `data-player`, `data-title` and the play link): the one
 * implementation, which the component runs in an effect and a page without React on its prerendered HTML. The play
 * link, which without JavaScript opens the video's page, loads the player in place instead, and focus moves into it.
 * Returns what stops it.
 */
export function playInPlace(facade: HTMLElement): () => void {
  const link = facade.querySelector<HTMLAnchorElement>(`a[${answeredInPlace}]`);
  if (!link) return () => undefined;
  const play = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.className = facade.dataset.frameClass ?? '';
    frame.src = facade.dataset.player ?? link.href;
    frame.title = facade.dataset.title ?? '';
    frame.allow = playerAllows;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.allowFullscreen = true;
    facade.replaceChildren(frame);
    frame.focus();
  };
  link.addEventListener('click', play);
  return () => link.removeEventListener('click', play);
}
