import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

/** One column of the storefront forms, readable on a phone and not stretched on a desktop. */
export const column = style({ display: 'grid', gap: vars.space['5'], width: '100%', maxWidth: 640 });

export const wide = style({ display: 'grid', gap: vars.space['5'], width: '100%' });

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const muted = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const big = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });

/** The earnings figures side by side, stacked on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': { [below.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A dashboard row: thumbnail, what it is, its actions. */
export const nftRow = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  '@media': { [below.xs]: { gridTemplateColumns: '64px minmax(0, 1fr)' } },
});

export const thumb = style({ width: 64, height: 64, borderRadius: vars.radius.sm, objectFit: 'cover' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const preview = style({
  width: '100%',
  maxWidth: 320,
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

/** A trait's type and value side by side, with its remove button. */
export const traitRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'end',
  '@media': { [below.xs]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const status = style({ fontWeight: 700, textTransform: 'capitalize' });

export const hero = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  '@media': { [below.sm]: { padding: vars.space['5'] } },
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.mob]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
