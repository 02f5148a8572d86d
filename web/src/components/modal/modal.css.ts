import { style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
});

export const dialog = style({
  position: 'relative',
  width: 'min(560px, 100%)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  // Focus moves here on opening; the ring belongs to the controls inside.
  outline: 'none',
  '@media': { [below.sm]: { padding: vars.space['5'] } },
});

/** A tall dialog (Modal's `tall`): the height the dialog may grow to, from the start. */
export const dialogTall = style({ height: 'calc(100vh - 32px)' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize.lg });

export const close = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  color: vars.color.inkMuted,
});
