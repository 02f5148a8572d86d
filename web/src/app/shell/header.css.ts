import { style } from '@vanilla-extract/css';
import { below, from } from '../../components/theme/media';
import { vars } from '../../components/theme/tokens.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: 'rgba(255, 255, 255, 0.92)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Tighter on phones, where logo, cart, bell and menu share 390 px. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  minHeight: vars.layout.headerHeight,
  '@media': { [below.phone]: { gap: vars.space['3'] } },
});

export const home = style({
  textDecoration: 'none',
  flexShrink: 0,
  '@media': { [below.md]: { marginRight: 'auto' } },
});

/** Last in the bar on phones, after the bell. */
export const menuToggle = style({
  '@media': { [below.md]: { order: 1 }, [from.md]: { display: 'none' } },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  flex: 1,
  '@media': {
    [below.md]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space['5'],
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.card,
    },
  },
});

export const navOpen = style({ '@media': { [below.md]: { display: 'flex' } } });

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.md]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.inkMuted,
  selectors: {
    '&:hover': { color: vars.color.ink, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.ink },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  marginLeft: 'auto',
  '@media': { [below.md]: { marginLeft: 0, justifyContent: 'stretch' } },
});

export const accountMenu = style({ position: 'relative' });

export const accountList = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 40,
  minWidth: 200,
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});
