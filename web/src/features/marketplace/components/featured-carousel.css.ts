import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
});

export const controls = style({ display: 'flex', gap: vars.space['2'] });

export const track = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: `${vars.space['1']} 0 ${vars.space['3']}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollBehavior: 'smooth',
  scrollSnapType: 'x proximity',
});

export const slide = style({ flex: '0 0 204px', scrollSnapAlign: 'start' });

export const placeholder = style({
  flex: '0 0 204px',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
