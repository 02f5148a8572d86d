import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  width: '100%',
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.border})`,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
