import { style, styleVariants } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

const regionBase = style({
  position: 'fixed',
  zIndex: 60,
  right: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'min(380px, calc(100vw - 32px))',
  '@media': { [below.sm]: { left: vars.space['4'], right: vars.space['4'], width: 'auto' } },
});

export const region = styleVariants({
  top: [regionBase, { top: `calc(${vars.layout.headerHeight} + ${vars.space['3']})` }],
  bottom: [regionBase, { bottom: vars.space['4'] }],
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  borderLeft: '4px solid',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
});

export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.error }],
  warning: [base, { borderLeftColor: vars.color.warning }],
  info: [base, { borderLeftColor: vars.color.info }],
});

export const message = style({ flex: 1 });

export const dismiss = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  color: vars.color.inkMuted,
});
