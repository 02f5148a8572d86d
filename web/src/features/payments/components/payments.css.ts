import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';
import { cardSurface } from '../../../components/theme/utilities.css';

export const page = style({ display: 'grid', gap: vars.space['6'] });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

/** The credit panel's Statement and history links, beside its title. */
export const headerLinks = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const panelTitle = style({ fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const warning = style({ color: vars.color.error, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const cardList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const cardInfo = style({ display: 'grid', gap: vars.space['1'] });

export const cardName = style({ fontWeight: 700 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

/** A disabled button's explanation: shown on hover and keyboard focus, always read as its description. */
export const tooltipHost = style({ position: 'relative', display: 'inline-flex' });

export const tooltip = style({
  position: 'absolute',
  bottom: 'calc(100% + 8px)',
  // The button sits at the panel's right edge: the tooltip opens leftwards.
  right: 0,
  zIndex: 10,
  width: 'max-content',
  maxWidth: 260,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  opacity: 0,
  pointerEvents: 'none',
  transition: 'opacity 120ms ease',
  selectors: { [`${tooltipHost}:hover &, ${tooltipHost}:focus-within &`]: { opacity: 1 } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space['1'] });

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
});

export const coinGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.xs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const coinCard = style([cardSurface, { gap: vars.space['3'], padding: vars.space['4'] }]);

/** Label and value pairs of a coin card. */
export const coinFigures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const coinFigure = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const coinTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const coinActions = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  marginTop: 'auto',
});

export const fieldsFrame = style({ width: '100%', height: 156, border: 0, background: 'transparent' });

export const widgetFrame = style({
  width: '100%',
  height: 560,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const qr = style({ width: 200, height: 200, justifySelf: 'center' });

export const address = style({ fontFamily: 'monospace', wordBreak: 'break-all' });

/** Kept mounted but out of sight (the card form during its 3-D Secure challenge). */
export const hidden = style({ display: 'none' });
