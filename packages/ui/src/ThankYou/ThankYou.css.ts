import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { weight } from '../styles/typography.css';

export const wrapper = style(inComponents({ padding: `${vars.space.xxl} ${vars.space.md}`, display: 'grid', justifyItems: 'center' }));

export const card = style(inComponents({ width: '100%', maxWidth: '44rem' }));

export const badge = style([
  centered,
  inComponents({
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.feedback.successSurface,
    color: vars.color.feedback.success,
    justifySelf: 'center',
  }),
]);

export const title = style([weight.bold, inComponents({ textAlign: 'center', fontSize: vars.font.size.xxxl, overflowWrap: 'anywhere' })]);

export const lead = style(inComponents({ textAlign: 'center', fontSize: vars.font.size.lg, color: vars.color.text.muted }));

export const subheading = style([weight.semibold, inComponents({ fontSize: vars.font.size.xl })]);

// Numbered, as the browser numbers an ol: the order is the point. The Stack spaces the steps; its list reset gives way.
export const steps = style(inComponents({ paddingInlineStart: vars.space.lg, listStyle: 'revert' }));

export const notice = style(
  inComponents({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.feedback.infoSurface,
    color: vars.color.text.default,
  }),
);
