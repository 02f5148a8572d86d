import { keyframes, style } from '@vanilla-extract/css';

import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';
import { GRID_COLUMNS } from './columns';

/** The card grid of drop lists and My Collection: GRID_COLUMNS columns, fewer on smaller screens, with its skeleton and "more". */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [below.tb]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [below.mob]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [below.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space['4'] });
