import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

// Cells keep a gutter between columns (on a phone the four columns otherwise touch) and sit on one line.
globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  verticalAlign: 'middle',
  '@media': { [below.sm]: { paddingInline: vars.space['2'] } },
});
globalStyle(`${table} :is(th, td):first-child`, { paddingLeft: 0 });
globalStyle(`${table} :is(th, td):last-child`, { paddingRight: 0, textAlign: 'right' });
globalStyle(`${table} th`, { fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontWeight: 700 });

export const row = style({ borderBottom: `1px solid ${vars.color.surfaceMuted}` });

/** A username: it wraps rather than push the table past a phone's width. */
export const wrapCell = style({ overflowWrap: 'anywhere' });

export const price = style({ fontWeight: 800, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.inkMuted, whiteSpace: 'nowrap' });

export const link = style({ color: vars.color.accent, fontWeight: 700, whiteSpace: 'nowrap' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeletonRow = style({
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** Buy with the actions composed beside it; they wrap under it in a narrow cell. */
export const actionGroup = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space['2'] });
