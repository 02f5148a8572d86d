import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  letterSpacing: '-0.02em',
});
