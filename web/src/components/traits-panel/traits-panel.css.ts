import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const trait = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const type = style({ color: vars.color.inkMuted, fontWeight: 600 });
