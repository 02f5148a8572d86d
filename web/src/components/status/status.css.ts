import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.01em',
});

export const message = style({ color: vars.color.inkMuted, maxWidth: '48ch' });
