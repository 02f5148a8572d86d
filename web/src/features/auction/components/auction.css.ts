import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export {
  badges,
  info,
  media,
  muted,
  page,
  split as header,
  title,
  video,
} from '../../../components/detail-layout/detail-layout.css';

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

// Cells keep a gutter between columns (on a phone the four bid columns otherwise touch) and align to the top.
globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  verticalAlign: 'top',
  '@media': { [below.sm]: { paddingInline: vars.space['2'] } },
});
globalStyle(`${table} :is(th, td):first-child`, { paddingLeft: 0 });
globalStyle(`${table} :is(th, td):last-child`, { paddingRight: 0 });

/** A cell of user-chosen text (a username): it wraps rather than push the table past a phone's width. */
export const wrapCell = style({ overflowWrap: 'anywhere' });

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
