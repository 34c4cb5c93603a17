import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import type { PartnerLogo } from '../LogoGrid/LogoGrid';
import { LazyImage } from '../Picture/LazyImage';
import { button } from '../Button/Button.css';
import { Inline } from '../Inline/Inline';
import { cx } from '../styles/cx';
import { Stack } from '../Stack/Stack';
import { runLogoCarousel } from './runLogoCarousel';
import * as css from './LogoCarousel.css';

export type LogoCarouselProps = {
  logos: readonly PartnerLogo[];
  /** Names the scrollable region. */
  label: string;
  /** The pause button's name: a toggle, pressed while the row holds still. */
  pauseLabel: string;
  /** Time each position is shown. */
  intervalMs?: number;
};

/**
 * A looping row of logos, 2, 3 or 4 visible by width, in a natively scrolling row. With JavaScript it advances by
 * itself (runLogoCarousel: the same code on a page without React), holding while hovered or focused and behind a
 * pause toggle that is in the HTML from the start (nothing moves when the code arrives); under reduced motion it
 * starts paused. Without JavaScript it is a row that scrolls by hand, and the toggle, which would do nothing, is not shown.
 */
export function LogoCarousel({ logos, label, pauseLabel, intervalMs = 3000 }: LogoCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? runLogoCarousel(root.current, intervalMs) : undefined), [intervalMs]);
  return (
    <div ref={root}>
      <Stack space="sm">
        {/* Focusable so keyboard users can scroll it (and it holds still meanwhile); named so they know what it is. */}
        <ul
          className={css.track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls sideways takes focus to be scrolled by keyboard
          tabIndex={0}
          role="list"
          aria-label={label}
          data-carousel-track
        >
          {logos.map((logo) => (
            <li key={logo.src} className={css.item}>
              <LazyImage className={css.logo} image={logo} alt={logo.name} />
            </li>
          ))}
        </ul>
        <Inline space="sm" align="end">
          <button type="button" className={cx(button({ tone: 'ghost', size: 'md' }), css.pause)} aria-pressed="false" data-carousel-pause>
            <Icon name="pause" size={16} className={css.whileMoving} />
            <Icon name="play" size={16} className={css.whilePaused} />
            {pauseLabel}
          </button>
        </Inline>
      </Stack>
    </div>
  );
}
