import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/** Hidden on screen, read by assistive technology (labels of icon-only controls and inputs). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The surface every catalog card sits on (drops, packs, auctions). */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
