import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const column = style({ display: 'grid', gap: vars.space['5'], width: '100%' });

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { boxShadow: vars.shadow.raised } },
});

export const media = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });

export const muted = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** A bio is cut to 3 lines on a card; the creator's page shows it whole. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const profile = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: vars.space['5'],
  alignItems: 'center',
  '@media': {
    [below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', textAlign: 'center' },
  },
});

export const avatar = style({ width: 160, height: 160, borderRadius: vars.radius.pill, objectFit: 'cover' });

export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'] });

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['3'],
});
