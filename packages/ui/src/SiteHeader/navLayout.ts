/**
 * Header breakpoints measured from the content at the Inter font, not guessed (the bar's parts at their
 * natural widths, plus its gaps and padding): e2e/header.spec.ts walks every width from 320 to 1920 px
 * and fails if a header label wraps, a part overflows or two parts overlap.
 *
 * fullNavMinWidth: brand (198) + dropdown and links (702) + app button (249) + gaps (32) + padding (32)
 * = 1213 px; below it the 'Μενού' sheet takes over. socialMinWidth: the four social icons and their gap
 * add 196 px, 1409 px in all. Both keep some room for font-rendering differences. The footer and the
 * sheet always have the social icons.
 */
export const fullNavMinWidth = 1232;
export const socialMinWidth = 1440;
/** Brand (198) + the 'Μενού' button with its word (106) + gap and padding (48) = 352 px; narrower, the button shows its icon only (still named 'Μενού'). */
export const menuLabelMinWidth = 360;

const from = (width: number) => `screen and (min-width: ${width}px)`;
const below = (width: number) => `screen and (max-width: ${width - 0.02}px)`;

export const fullNavFrom = from(fullNavMinWidth);
export const fullNavBelow = below(fullNavMinWidth);
export const socialBelow = below(socialMinWidth);
export const menuLabelBelow = below(menuLabelMinWidth);
