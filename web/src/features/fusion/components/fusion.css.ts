import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, muted } from '../../../components/flow-layout/flow-layout.css';

/** Landing: the fuse panel beside the selection panel from 800 px, stacked on phones. */
export const landing = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 800px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const awaiting = style({ color: vars.color.inkMuted, textAlign: 'center', padding: vars.space['6'] });

export const fuseImage = style({
  alignSelf: 'center',
  width: '10rem',
  height: '10rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.ink}`, outlineOffset: '3px' },
});

/** Four preview slots: three items and the fused result. */
export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const slot = style({
  aspectRatio: '1',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const linkButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});

/** The select step's items: 2 columns on phones, up to 4 on wide screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const itemCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  padding: vars.space['2'],
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent } },
});

export const itemImage = style({ aspectRatio: '1', borderRadius: vars.radius.sm, overflow: 'hidden' });

export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });
