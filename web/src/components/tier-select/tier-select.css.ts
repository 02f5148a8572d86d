import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const root = style({ position: 'relative' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 40,
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"', color: vars.color.inkMuted },
  },
});

export const panel = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 6px)',
  right: 0,
  minWidth: 200,
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const legend = style({ float: 'left', padding: 0, marginBottom: vars.space['2'], fontWeight: 700 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} 0`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
