import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';
import { cardSurface } from '../../../components/theme/utilities.css';

/** Pack and auction cards on the drop page. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = cardSurface;

export const media = style({ aspectRatio: '1 / 1', background: vars.color.surfaceMuted });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const meta = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const price = style({ fontWeight: 700, fontSize: vars.fontSize.lg, marginTop: 'auto' });

export const action = style({ alignSelf: 'stretch' });
