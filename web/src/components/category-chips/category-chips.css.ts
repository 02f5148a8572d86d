import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['4']}`,
  minHeight: 36,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    '&[aria-pressed="true"]': {
      background: vars.color.ink,
      borderColor: vars.color.ink,
      color: vars.color.inkInverse,
    },
  },
});
