import { style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

export const bar = style({
  position: 'fixed',
  zIndex: 40,
  left: vars.space['4'],
  right: vars.space['4'],
  bottom: vars.space['4'],
  maxWidth: 760,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  '@media': { [below.sm]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const text = style({ flex: 1 });
