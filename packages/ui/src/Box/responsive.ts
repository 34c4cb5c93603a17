import type { Breakpoint } from '../tokens/values';
import { breakpointNames, type ResponsiveSpaceClasses, type Space } from './atoms.css';

/** One value for every width, or a value from each breakpoint up (`{ mobile: 'md', desktop: 'xl' }`). */
export type Responsive<T extends string> = T | Partial<Record<Breakpoint, T>>;

/** The classes that give an element its responsive spaces: for each property, one per breakpoint given. */
export function spaceClasses(spaces: readonly (readonly [ResponsiveSpaceClasses, Responsive<Space> | undefined])[]): string[] {
  const classNames: string[] = [];
  for (const [classes, value] of spaces) {
    if (value === undefined) continue;
    const perBreakpoint: Partial<Record<Breakpoint, Space>> = typeof value === 'string' ? { mobile: value } : value;
    for (const breakpoint of breakpointNames) {
      const space = perBreakpoint[breakpoint];
      if (space !== undefined) classNames.push(classes[breakpoint][space]);
    }
  }
  return classNames;
}
