import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/**
 * Sonner's own error and success colours miss 4.5:1; the design tokens' feedback colours meet it.
 * Unlayered and doubled, so it outranks Sonner's `[data-sonner-toaster][data-sonner-theme]` rules
 * (which it injects after our stylesheet) in both colour schemes.
 */
export const toastColours = style({
  selectors: {
    '&&[data-sonner-toaster]': {
      vars: {
        '--error-bg': vars.color.feedback.dangerSurface,
        '--error-text': vars.color.feedback.danger,
        '--error-border': vars.color.feedback.danger,
        '--success-bg': vars.color.feedback.successSurface,
        '--success-text': vars.color.feedback.success,
        '--success-border': vars.color.feedback.success,
        '--info-bg': vars.color.feedback.infoSurface,
        '--info-text': vars.color.feedback.info,
        '--info-border': vars.color.feedback.info,
      },
    },
  },
});
