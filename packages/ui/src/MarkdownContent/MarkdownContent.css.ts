import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '../tokens/layers.css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const prose = style(inComponents({ maxWidth: '42rem', lineHeight: 1.7, overflowWrap: 'anywhere' }));

// The Markdown's elements have no classes of their own: styled from the wrapper, in the components layer.
const inProse = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`${prose} :is(${selector})`, { '@layer': { [componentsLayer]: rule } });

inProse('h2, h3, h4, h5, h6', {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});
inProse('h2', { fontSize: vars.font.size.xxl });
inProse('h3', { fontSize: vars.font.size.xl });
inProse('p, ul, ol, blockquote, pre', { margin: `0 0 ${vars.space.md}` });
inProse('ul, ol', { paddingInlineStart: vars.space.lg });
inProse('a', { color: vars.color.text.link, textDecoration: 'underline' });
inProse('img', { maxWidth: '100%', height: 'auto' });
inProse('blockquote', {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border.brandSoft}`,
  color: vars.color.text.muted,
});
inProse('code', {
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9em',
  background: vars.color.surface.muted,
  padding: '0 0.25em',
  borderRadius: vars.radius.sm,
});
inProse('pre', { overflowX: 'auto', padding: vars.space.md, background: vars.color.surface.muted, borderRadius: vars.radius.md });
inProse('pre code', { padding: 0, background: 'transparent' });
