import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inLayout } from './layered';

/**
 * A control at least as tall as a fingertip (the touch-target token, 44 px), its icon and words centred
 * on one line: buttons, tabs, menu triggers, pager links. Composed (`style([touchTarget, …])`) in the
 * layout layer, so the control's own class can still change any of it.
 */
export const touchTarget = style(inLayout({ display: 'inline-flex', alignItems: 'center', minHeight: vars.layout.touchTarget }));
