import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { mediaFrom, reducedMotion, scriptingOff } from '../tokens/media';

/**
 * A row that scrolls by itself only with JavaScript; without it, by hand (2, 3 or 4 visible). No CSS
 * scroll snapping: Chromium snaps the row at first layout, counts that as a scroll and stops measuring
 * the page's Largest Contentful Paint (Lighthouse then reports none). The script steps item by item.
 */
export const track = style(
  inComponents({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: `calc((100% - ${vars.space.md}) / 2)`,
    gap: vars.space.md,
    padding: `${vars.space.xs} ${vars.space.xxs}`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollBehavior: 'smooth',
    overscrollBehaviorX: 'contain',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
    '@media': {
      [mediaFrom('tablet')]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.md}) / 3)` },
      [mediaFrom('desktop')]: { gridAutoColumns: `calc((100% - 3 * ${vars.space.md}) / 4)` },
      [reducedMotion]: { scrollBehavior: 'auto' },
    },
  }),
);

export const item = style([
  centered,
  inComponents({
    padding: vars.space.md,
    minHeight: '6rem',
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
]);

export const logo = style(inComponents({ maxWidth: '100%', height: 'auto' }));

/**
 * The pause toggle: in the HTML from the start, so nothing moves when the code arrives; not shown where no script
 * runs, where it would do nothing (the row holds still there anyway). Pressed, it shows.
 */
export const pause = style(
  inComponents({
    selectors: { '&[aria-pressed="true"]': { background: vars.color.surface.brandSoft, borderColor: vars.color.border.brand } },
    '@media': { [scriptingOff]: { display: 'none' } },
  }),
);

/** The icon says what the toggle does next: pause while the row moves, play while it holds still. */
export const whileMoving = style({});
export const whilePaused = style({});
globalStyle(
  `${pause}[aria-pressed="true"] ${whileMoving}, ${pause}:not([aria-pressed="true"]) ${whilePaused}`,
  inComponents({ display: 'none' }),
);
