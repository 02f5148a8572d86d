import { keyframes, style } from '@vanilla-extract/css';
import { below, from } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

/**
 * The statement below its heading, as tall as the window: loading, empty or short, the footer stays below the fold,
 * so nothing on screen moves when the rows arrive (CLS).
 */
export const statement = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['5'],
  minHeight: '100vh',
});

/** The balance choice and the balance now: stacked on a phone, one row from sm. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [from.sm]: { gridTemplateColumns: 'minmax(220px, 320px) 1fr auto' } },
});

/** The balance line keeps its height before the answer gives its figure. */
export const balance = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.lg, fontWeight: 700 });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });

export const credit = style({ color: vars.color.success, fontWeight: 600, whiteSpace: 'nowrap' });
export const debit = style({ color: vars.color.error, fontWeight: 600, whiteSpace: 'nowrap' });

export const amountCell = style({ fontVariantNumeric: 'tabular-nums' });

export const more = style({ display: 'flex', justifyContent: 'center' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const block = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

/** A row's place: a table row from sm, a stacked card of six lines below. */
export const rowSkeleton = style([block, { height: 44, '@media': { [below.sm]: { height: 156 } } }]);

export const rowsSkeleton = style({ display: 'grid', gap: vars.space['2'] });
