import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const captcha = style({ display: 'grid', gap: vars.space['1'] });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  width: 'fit-content',
  fontSize: vars.fontSize.sm,
});

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm });
