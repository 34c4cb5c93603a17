import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inLayout } from '../styles/layered';
import { weight } from '../styles/typography.css';

// In the layout layer, as the other primitives: a component's own class on a heading (its size, its colour) wins.
export const heading = style([weight.bold, inLayout({ color: 'inherit', lineHeight: vars.font.lineHeight.tight })]);

export const headingSizes = ['display', 'xxxl', 'xxl', 'xl', 'lg'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const size = styleVariants(
  Object.fromEntries(headingSizes.map((name) => [name, name])) as Record<HeadingSize, HeadingSize>,
  (name) => inLayout({ fontSize: vars.font.size[name] }),
);
