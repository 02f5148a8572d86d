import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const note = style({ color: vars.color.inkMuted, maxWidth: '60ch' });

export const position = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const turn = style({ color: vars.color.success, fontWeight: 700 });
