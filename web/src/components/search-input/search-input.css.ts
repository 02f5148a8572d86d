import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 40,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.ink } },
});

export const icon = style({ color: vars.color.inkMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  selectors: { '&::-webkit-search-cancel-button': { cursor: 'pointer' } },
});
