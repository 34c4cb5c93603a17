import type { CSSProperties } from 'react';
import type { Breakpoint } from '../tokens/values';
import { breakpointNames, spaceVars, type ResponsiveSpaceClasses, type Space } from './atoms.css';

/** One value for every width, or a value from each breakpoint up (`{ mobile: 'md', desktop: 'xl' }`). */
export type Responsive<T extends string> = T | Partial<Record<Breakpoint, T>>;

/** A custom property as a style key: createVar gives `var(--name)`, the style attribute wants `--name`. */
const propertyName = (variable: string) => variable.slice(4, -1);

/**
 * The classes and inline custom properties that give an element a responsive space: for each property
 * (its classes from atoms.css) a class per breakpoint given, each reading its own custom property, set
 * here to the space token.
 */
export function spaceStyles(spaces: readonly (readonly [ResponsiveSpaceClasses, Responsive<Space> | undefined])[]) {
  const classNames: string[] = [];
  const style: Record<string, string> = {};
  for (const [classes, value] of spaces) {
    if (value === undefined) continue;
    const perBreakpoint: Partial<Record<Breakpoint, Space>> = typeof value === 'string' ? { mobile: value } : value;
    for (const breakpoint of breakpointNames) {
      const space = perBreakpoint[breakpoint];
      if (space === undefined) continue;
      const { value: variable, className } = classes[breakpoint];
      classNames.push(className);
      style[propertyName(variable)] = spaceVars[space];
    }
  }
  return { classNames, style: style as CSSProperties };
}
