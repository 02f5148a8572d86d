import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, heading, muted, thumb } from '../../../components/flow-layout/flow-layout.css';

/** The offers page: wider than the one-column flows, for the table. */
export const wide = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const count = style({ color: vars.color.inkMuted, fontWeight: 700 });

/** Label / value rows: the offer's figures. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['5'],
  rowGap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

globalStyle(`${figures} dt`, { color: vars.color.inkMuted });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right', fontWeight: 600 });

export const strong = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

/**
 * The offers table (From, Price, Expires, Made and the answers). Below sm each row is a card of labelled
 * values (the cell's data-label), so nothing scrolls sideways on a phone.
 */
export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space['3']} ${vars.space['3']}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, {
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} tbody tr`, { borderBottom: `1px solid ${vars.color.surfaceMuted}` });
globalStyle(`${table} th:last-child`, { textAlign: 'right' });

export const username = style({ overflowWrap: 'anywhere', fontWeight: 700 });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

globalStyle(`${table} thead`, {
  '@media': {
    [below.sm]: {
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
    [below.sm]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space['4'],
      rowGap: vars.space['1'],
      marginBottom: vars.space['3'],
      padding: vars.space['4'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${table} tbody td`, {
  '@media': { [below.sm]: { display: 'contents' } },
});
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [below.sm]: { content: 'attr(data-label)', color: vars.color.inkMuted, fontSize: vars.fontSize.sm },
  },
});
globalStyle(`${table} tbody td[data-label=""]::before`, {
  '@media': { [below.sm]: { content: 'none' } },
});
globalStyle(`${rowActions}`, {
  '@media': {
    [below.sm]: { gridColumn: '1 / -1', justifyContent: 'stretch', marginTop: vars.space['2'] },
  },
});
globalStyle(`${rowActions} > *`, {
  '@media': { [below.sm]: { flex: '1 1 0' } },
});

export const warning = style({ color: vars.color.warning, fontWeight: 600 });

/** The collection page's offers section, spaced from the grid above and the activity below. */
export const collectionOffers = style([wide, { marginBlock: vars.space['6'] }]);

/** Collection offers: one card per offer, wrapping on a phone. */
export const offerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offerCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

/** The card's answers sit at its end (below it on a phone). */
export const offerCardActions = style({ display: 'flex', gap: vars.space['2'], marginLeft: 'auto' });
