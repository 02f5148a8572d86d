import { style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

/** The 1225 px content column (spec part 2 §9) with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space['6']})`,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  '@media': { [below.sm]: { paddingInline: vars.space['4'] } },
});
