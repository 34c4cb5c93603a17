import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inLayout } from '../styles/layered';
import { weight } from '../styles/typography.css';

/** The pill written once: round ends, semibold, as wide as its words. */
export const badge = style([weight.semibold, inLayout({ display: 'inline-block', borderRadius: vars.radius.full })]);

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];
/** `sm` sits in a line of small text and takes its size; `md` stands on its own, in small type. */
export const size = styleVariants({
  sm: inLayout({ padding: `0 ${vars.space.xs}` }),
  md: inLayout({ padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.sm }),
} satisfies Record<BadgeSize, unknown>);

export const badgeTones = ['brand', 'brandStrong', 'highlight', 'neutral', 'positive', 'caution', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const tone = styleVariants({
  brand: inLayout({ background: vars.color.surface.brandSoft, color: vars.color.text.brand }),
  brandStrong: inLayout({ background: vars.color.surface.brand, color: vars.color.text.onBrand }),
  highlight: inLayout({ background: vars.color.surface.brandMuted, color: vars.color.text.brandStrong }),
  neutral: inLayout({ background: vars.color.surface.muted, color: vars.color.text.default }),
  positive: inLayout({ background: vars.color.feedback.successSurface, color: vars.color.feedback.success }),
  caution: inLayout({ background: vars.color.feedback.warningSurface, color: vars.color.feedback.warning }),
  critical: inLayout({ background: vars.color.feedback.dangerSurface, color: vars.color.feedback.danger }),
} satisfies Record<BadgeTone, unknown>);
