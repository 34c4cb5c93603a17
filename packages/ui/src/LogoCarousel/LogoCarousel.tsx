import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import type { PartnerLogo } from '../LogoGrid/LogoGrid';
import { button } from '../Button/Button.css';
import { reducedMotion } from '../tokens/media';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as css from './LogoCarousel.css';

export type LogoCarouselProps = {
  logos: readonly PartnerLogo[];
  /** Names the scrollable region. */
  label: string;
  labels: { pause: string; play: string };
  /** Time each position is shown. */
  intervalMs?: number;
};

/**
 * A looping row of logos, 2, 3 or 4 visible by width, in a natively scrolling row. After hydration it
 * advances by itself, pausing while hovered or focused and behind a visible pause button; under reduced
 * motion it does not move until asked. Without JavaScript it is a row that scrolls by hand.
 */
export function LogoCarousel({ logos, label, labels, intervalMs = 3000 }: LogoCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    // After hydration: the prerendered strip holds still, and only the browser knows the visitor's motion setting.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one re-render, once, after hydration
    setHydrated(true);
    setPlaying(!window.matchMedia(reducedMotion).matches);
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!playing || held || !element) return;
    const timer = window.setInterval(() => {
      const [first, second] = element.children as unknown as HTMLElement[];
      const step = first && second ? second.offsetLeft - first.offsetLeft : element.clientWidth;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      // Loops: from the last position back to the first.
      if (atEnd) element.scrollTo({ left: 0 });
      else element.scrollBy({ left: step });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, intervalMs]);

  return (
    <Stack space="sm" onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)}>
      {/* Focusable so keyboard users can scroll it (and it holds still meanwhile); named so they know what it is. */}
      <ul
        ref={track}
        className={css.track}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls sideways takes focus to be scrolled by keyboard
        tabIndex={0}
        role="list"
        aria-label={label}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {logos.map((logo) => (
          <li key={logo.src} className={css.item}>
            <img
              className={css.logo}
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {hydrated ? (
        <Inline space="sm" align="end">
          <button type="button" className={button({ tone: 'ghost', size: 'md' })} onClick={() => setPlaying((value) => !value)}>
            <Icon name={playing ? 'pause' : 'play'} size={16} />
            {playing ? labels.pause : labels.play}
          </button>
        </Inline>
      ) : null}
    </Stack>
  );
}
