import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const heldFunds = style({ display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const total = style({ margin: 0, fontWeight: 600 });

export const lines = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingLeft: vars.space['5'],
  color: vars.color.inkMuted,
});

export const owed = style({ margin: 0, color: vars.color.error, fontWeight: 600 });
