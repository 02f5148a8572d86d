import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  paddingBlock: `${vars.space['5']} ${vars.space['8']}`,
  '@media': { [below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const media = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [below.sm]: { fontSize: vars.fontSize.xl } },
});

export const muted = style({ color: vars.color.inkMuted, fontWeight: 600 });

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const thumb = style({
  width: '4rem',
  height: '4rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const reveal = style({
  width: '100%',
  maxWidth: '28rem',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const video = style({ width: '100%', height: '100%', objectFit: 'cover' });
