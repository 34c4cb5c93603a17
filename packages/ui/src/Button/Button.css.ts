import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const buttonTones = ['primary', 'secondary', 'onBrand', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: [
    weight.semibold,
    touchTarget,
    inComponents({
      justifyContent: 'center',
      gap: vars.space.xs,
      borderRadius: vars.radius.md,
      border: '2px solid transparent',
      lineHeight: vars.font.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
      selectors: {
        '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.65 },
      },
    }),
  ],
  variants: {
    tone: {
      primary: inComponents({
        background: vars.color.surface.brand,
        color: vars.color.text.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.brandDeep } },
      }),
      secondary: inComponents({
        background: vars.color.surface.default,
        color: vars.color.text.link,
        borderColor: vars.color.border.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.brandSoft } },
      }),
      onBrand: inComponents({
        background: vars.color.surface.default,
        color: vars.color.text.brand,
        selectors: {
          '&:hover': { background: vars.color.surface.brandSoft },
          '&:focus-visible': { outlineColor: vars.color.focus.ringInverse },
        },
      }),
      ghost: inComponents({
        background: 'transparent',
        color: vars.color.text.link,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.brandSoft } },
      }),
      /** Something that cannot be undone (delete). */
      danger: inComponents({
        background: vars.color.feedback.danger,
        color: vars.color.text.inverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.feedback.dangerStrong } },
      }),
    },
    size: {
      /** A row's action in a table that fits a phone: the default's padding alone made the row wider than the screen. */
      sm: inComponents({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm }),
      md: inComponents({ padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.md }),
      lg: inComponents({ padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.lg }),
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
