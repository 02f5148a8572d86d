import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBlock: `${vars.space['5']} ${vars.space['8']}`,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const media = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const video = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [below.sm]: { fontSize: vars.fontSize.xl } },
});

export const muted = style({ color: vars.color.inkMuted, fontWeight: 600 });

export const linkish = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

export const row = style({ borderBottom: `1px solid ${vars.color.surfaceMuted}` });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['4'],
  // A list: no browser indent, so the cards line up with the section heading.
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
