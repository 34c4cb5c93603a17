import { style } from '@vanilla-extract/css';
import { mediaFrom, vars } from '@cg/ui';

/** Phones: the featured article and the grid first, then the two columns. Desktop: column, centre, column. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateAreas: '"centre" "education" "work"',
  marginTop: vars.space.lg,
  '@media': {
    [mediaFrom('tablet')]: { gridTemplateAreas: '"centre centre" "education work"', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [mediaFrom('desktop')]: {
      gridTemplateAreas: '"education centre work"',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.4fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const centre = style({ gridArea: 'centre', minWidth: 0 });
export const education = style({ gridArea: 'education', minWidth: 0 });
export const work = style({ gridArea: 'work', minWidth: 0 });

export const latest = style({ scrollMarginTop: vars.layout.headerOffset });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  color: vars.color.text.muted,
});
