import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const sectionTones = ['default', 'subtle', 'brand'] as const;

export const section = recipe({
  base: inComponents({
    paddingBlock: vars.space.xxl,
    '@media': { [mediaFrom('desktop')]: { paddingBlock: vars.space.section } },
  }),
  variants: {
    tone: {
      default: inComponents({ background: vars.color.surface.default }),
      subtle: inComponents({ background: vars.color.surface.subtle }),
      brand: inComponents({
        background: vars.color.surface.brand,
        color: vars.color.text.inverse,
        vars: { [vars.color.focus.ring]: vars.color.focus.ringInverse, [vars.color.text.link]: vars.color.text.inverse },
      }),
    },
  },
  defaultVariants: { tone: 'default' },
});

export const container = style(
  inComponents({
    width: '100%',
    maxWidth: vars.layout.contentWidth,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [mediaFrom('tablet')]: { paddingInline: vars.space.lg } },
  }),
);

export const header = style(inComponents({ maxWidth: vars.layout.readingWidth, marginBottom: vars.space.xl }));

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xxxl, marginBottom: vars.space.sm })]);

export const intro = style(inComponents({ fontSize: vars.font.size.lg, opacity: 0.9 }));
