import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const heading = style([weight.bold, inComponents({ color: 'inherit', lineHeight: vars.font.lineHeight.tight })]);

export const headingSizes = ['display', 'xxxl', 'xxl', 'xl', 'lg'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const size = styleVariants(
  Object.fromEntries(headingSizes.map((name) => [name, name])) as Record<HeadingSize, HeadingSize>,
  (name) => inComponents({ fontSize: vars.font.size[name] }),
);
