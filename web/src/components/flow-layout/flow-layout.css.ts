/** The layout of the one-column purchase flows (bid, pre-qualified bid, Buy Now): a narrow column, a heading with the item's thumbnail, muted notes. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const muted = style({ color: vars.color.inkMuted });

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const thumb = style({
  width: '4rem',
  height: '4rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});
