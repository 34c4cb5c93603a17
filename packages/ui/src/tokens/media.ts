import { breakpoints, type Breakpoint } from './values';

/** `@media` query for "this breakpoint and wider". */
export const mediaFrom = (name: Exclude<Breakpoint, 'mobile'>) => `screen and (min-width: ${breakpoints[name]}px)`;

/** `@media` query for "narrower than this breakpoint". */
export const mediaBelow = (name: Exclude<Breakpoint, 'mobile'>) => `screen and (max-width: ${breakpoints[name] - 0.02}px)`;

export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The browser runs no script: what only a script would bring to life is left out. */
export const scriptingOff = '(scripting: none)';
