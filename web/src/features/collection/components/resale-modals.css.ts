import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** The royalties terms: a box of its own that must be scrolled to its end before they can be accepted. */
export const terms = style({
  maxHeight: 'min(240px, 40vh)',
  overflowY: 'auto',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 } },
});

export const termsList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
});

export const hint = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

/** Price, royalty, platform fee and what the seller receives. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const figureValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: 800 });
