import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

// Under the cookie notice (z-index 40) and dialogs: the notice is answered once, the widget stays.
export const launcher = style({
  position: 'fixed',
  zIndex: 30,
  right: vars.space['4'],
  bottom: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: 600,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
});

export const panel = style({
  position: 'fixed',
  zIndex: 30,
  right: vars.space['4'],
  bottom: `calc(${vars.space['4']} + 56px)`,
  width: 380,
  maxHeight: 'min(560px, calc(100vh - 140px))',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  '@media': { [below.xs]: { left: vars.space['2'], right: vars.space['2'], width: 'auto' } },
});

export const tabList = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 1,
  padding: vars.space['3'],
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'none',
  color: vars.color.inkMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.ink, borderBottomColor: vars.color.accent },
  },
});

export const tabPanel = style({
  padding: vars.space['4'],
  overflowY: 'auto',
});
