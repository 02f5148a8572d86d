import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const frame = style({
  width: '100%',
  height: 480,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
