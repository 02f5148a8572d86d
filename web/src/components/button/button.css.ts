import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms ease, color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.ink,
      color: vars.color.inkInverse,
      selectors: { '&:not(:disabled):not([aria-disabled="true"]):hover': { background: vars.color.accent } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.ink,
      borderColor: vars.color.ink,
      selectors: {
        '&:not(:disabled):not([aria-disabled="true"]):hover': { background: vars.color.surfaceMuted },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.ink,
      selectors: {
        '&:not(:disabled):not([aria-disabled="true"]):hover': { background: vars.color.surfaceMuted },
      },
    },
  ],
});

export const size = styleVariants({
  sm: { padding: `${vars.space['1']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, minHeight: 32 },
  md: { padding: `${vars.space['2']} ${vars.space['5']}`, fontSize: vars.fontSize.sm, minHeight: 44 },
});
