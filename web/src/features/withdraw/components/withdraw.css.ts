import { globalStyle, style } from '@vanilla-extract/css';
import { from } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

/** One column of the withdraw screens, readable on a phone and not stretched on a desktop. */
export const column = style({
  display: 'grid',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: 640,
  marginInline: 'auto',
});

export const wide = style({ display: 'grid', gap: vars.space['5'], width: '100%' });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const available = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

/** The Fiat and Crypto choices: stacked on a phone, side by side from sm. */
export const options = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [from.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' } },
});

export const optionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/** Label and value pairs (confirmations and the crypto confirm step). */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

globalStyle(`${summary} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const nameRow = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [from.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const statusText = style({ fontWeight: 700, textTransform: 'capitalize' });
