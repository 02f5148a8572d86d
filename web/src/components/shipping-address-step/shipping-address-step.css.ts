import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const addresses = style({ display: 'grid', gap: vars.space['2'], border: 0, padding: 0, margin: 0 });

export const address = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
