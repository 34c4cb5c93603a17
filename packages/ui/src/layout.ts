/**
 * The layout and type primitives (Braid's vocabulary): compose a section from these and the tokens,
 * without writing CSS. A separate entry from the components, so their styles reach only the pages
 * that use them; the Storybook page 'Layout/Building a section' shows one built from them.
 */
export { Box, type BoxProps } from './Box/Box';
export type { Responsive } from './Box/responsive';
export { Stack, type StackProps } from './Stack/Stack';
export { Inline, type InlineProps } from './Inline/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns/Columns';
export { Card, type CardProps } from './Card/Card';
export { Heading, type HeadingProps, type HeadingLevel } from './Heading/Heading';
export { Text, type TextProps } from './Text/Text';
