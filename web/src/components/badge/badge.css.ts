import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
});

/** Small status pills: timed states, availability, editions. */
export const badge = styleVariants({
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.ink }],
  live: [base, { background: '#e3f5e9', color: vars.color.success }],
  soon: [base, { background: '#ecebff', color: vars.color.accent }],
  ended: [base, { background: vars.color.surfaceMuted, color: vars.color.inkMuted }],
  soldOut: [base, { background: vars.color.ink, color: vars.color.inkInverse }],
});

export type BadgeTone = keyof typeof badge;
