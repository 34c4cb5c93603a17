import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../tokens/media';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const form = style(
  inComponents({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    maxWidth: '40rem',
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  }),
);

export const row = style(
  inComponents({
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
  }),
);

export const label = style([weight.semibold, inComponents({ color: vars.color.text.default })]);

export const required = style(inComponents({ color: vars.color.feedback.danger }));

const control = {
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: vars.layout.touchTarget,
  width: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.feedback.danger, borderWidth: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 },
  },
} as const;

export const input = style(inComponents(control));
export const textarea = style(inComponents({ ...control, minHeight: '8rem', resize: 'vertical' }));

export const error = style([
  weight.medium,
  inComponents({
    color: vars.color.feedback.danger,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
]);

/** What a field takes, under it. */
export const hint = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

/** A line above the submit button: the same quiet type as a hint. */
export const note = hint;

export const submit = style(inComponents({ justifySelf: 'start', minWidth: '12rem' }));

/** Off-screen and out of the accessibility tree: only form-filling bots see the honeypot. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

/** What became of the last submission, under the button: a calm panel, in the body's colour (not an error). */
export const status = style(
  inComponents({
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
    background: vars.color.surface.brandSoft,
    border: `1px solid ${vars.color.border.brandSoft}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.xs} ${vars.space.sm}`,
  }),
);
