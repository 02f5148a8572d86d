import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const stack = style({ display: 'grid', gap: vars.space['4'] });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A linked wallet: its address and details beside the Unlink button, which wraps under them on a phone. */
export const wallet = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const address = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** The chain cards: side by side when there is room, stacked on a phone. */
export const chains = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['3'],
});

export const chainCard = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const chainName = style({ fontSize: vars.fontSize.md, fontWeight: 600 });
