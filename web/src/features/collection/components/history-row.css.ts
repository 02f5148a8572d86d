import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 2fr) minmax(0, 1.4fr) auto',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [below.md]: { gridTemplateColumns: '72px minmax(0, 1fr)', rowGap: vars.space['2'] },
  },
});

export const thumb = style({
  width: 88,
  height: 88,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  '@media': { [below.md]: { width: 72, height: 72 } },
});

export const main = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
});

export const title = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const details = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  '@media': { [below.md]: { gridColumn: '1 / -1' } },
});

export const amount = style({
  fontWeight: 700,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@media': { [below.md]: { gridColumn: '1 / -1', textAlign: 'left' } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['2'],
});
