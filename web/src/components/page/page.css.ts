import { style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [below.sm]: { fontSize: vars.fontSize.xl } },
});
