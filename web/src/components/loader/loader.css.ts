import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space['7'],
});

export const spinner = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.ink,
  animation: `${spin} 800ms linear infinite`,
});
