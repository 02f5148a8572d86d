import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

// A grid item keeps its content's width by default: a select's longest option would widen the page on a phone.
export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const input = style({
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.ink },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { color: vars.color.inkMuted },
  },
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line' });

export const hint = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  alignItems: 'center',
});
