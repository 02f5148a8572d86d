import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  verticalAlign: 'middle',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} :is(th, td):first-child`, { paddingLeft: 0 });
globalStyle(`${table} :is(th, td):last-child`, { paddingRight: 0, textAlign: 'right' });
globalStyle(`${table} th`, { color: vars.color.inkMuted, fontWeight: 700 });
globalStyle(`${table} tbody tr`, { borderBottom: `1px solid ${vars.color.surfaceMuted}` });

// Narrow screens: each entry is a stacked card of label/value lines instead of a row of columns.
globalStyle(`${table} thead`, {
  '@media': {
    [below.md]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [below.md]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: vars.space['1'],
      padding: `${vars.space['3']} 0`,
    },
  },
});
globalStyle(`${table} tbody td`, {
  '@media': { [below.md]: { display: 'block', padding: 0, textAlign: 'left' } },
});
globalStyle(`${table} tbody td:last-child`, { '@media': { [below.md]: { textAlign: 'left' } } });
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [below.md]: {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: vars.fontSize.xs,
      color: vars.color.inkMuted,
      fontWeight: 700,
    },
  },
});

export const kind = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.inkMuted });
export const user = style({ overflowWrap: 'anywhere' });
export const nftCell = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });
export const thumb = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  flexShrink: 0,
});
export const more = style({ display: 'flex', justifyContent: 'center' });

export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  '@media': { [below.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
globalStyle(`${summary} dt`, { fontSize: vars.fontSize.xs, color: vars.color.inkMuted, fontWeight: 700 });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: 700 });

export const chart = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const line = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 });
export const primaryPoint = style({ fill: vars.color.ink });
export const secondaryPoint = style({ fill: vars.color.accent });
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLabel = style({ fill: vars.color.inkMuted, fontSize: 11 });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });
export const skeleton = style({
  width: '100%',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
export const rowSkeleton = style([skeleton, { aspectRatio: 'auto', height: 40 }]);
