import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, muted } from '../../../components/flow-layout/flow-layout.css';

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Long titles wrap instead of pushing the row sideways at 390 px. */
export const lineTitle = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

export const bought = style({ color: vars.color.success, fontWeight: 600 });

export const notBought = style({ color: vars.color.error });

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-end',
});

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const section = style({ display: 'grid', gap: vars.space['4'], marginTop: vars.space['6'] });
