import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';

/**
 * The viewport widths, in CSS pixels, at which the header changes shape. They depend on the menu's
 * text and the brand's name, so whoever supplies those measures them and passes them in.
 */
export type HeaderWidths = {
  /** From here the whole navigation fits on one line; below it the 'menu' sheet takes over. */
  fullNav: number;
  /** From here the social icons join the full bar too. */
  social: number;
  /** From here the sheet button shows its word beside the icon (below it, the word is its name only). */
  menuLabel: number;
};

/** Class names that show or hide the header's parts at its widths; `SiteHeader` takes them as `collapse`. */
export type HeaderCollapse = {
  fullNavOnly: string;
  sheetOnly: string;
  socialOnlyWhenRoom: string;
  menuLabelWhenRoom: string;
};

const from = (width: number) => `screen and (min-width: ${width}px)`;
const below = (width: number) => `screen and (max-width: ${width - 0.02}px)`;

/**
 * The header's collapse styles for the given widths. It creates styles, so call it from a `.css.ts`
 * file (the site's shell does, once). `!important` because these hide parts whose own rules set
 * `display` in the same layer, and this file's rules may come first in the built CSS.
 */
export function headerCollapse(widths: HeaderWidths): HeaderCollapse {
  return {
    fullNavOnly: style(inComponents({ '@media': { [below(widths.fullNav)]: { display: 'none !important' } } }), 'fullNavOnly'),
    sheetOnly: style(inComponents({ '@media': { [from(widths.fullNav)]: { display: 'none !important' } } }), 'sheetOnly'),
    socialOnlyWhenRoom: style(inComponents({ '@media': { [below(widths.social)]: { display: 'none !important' } } }), 'socialOnlyWhenRoom'),
    menuLabelWhenRoom: style(
      inComponents({
        '@media': {
          [below(widths.menuLabel)]: {
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
        },
      }),
      'menuLabelWhenRoom',
    ),
  };
}
