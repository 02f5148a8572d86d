import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

/** A table of rows; below sm each row is a card of cells labelled by their data-label. */
export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

globalStyle(`${table} :is(th, td)`, { padding: `${vars.space['3']} ${vars.space['2']}` });
globalStyle(`${table} th`, { color: vars.color.inkMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
globalStyle(`${table} tbody tr`, { borderBottom: `1px solid ${vars.color.surfaceMuted}` });

globalStyle(`${table} thead`, {
  '@media': {
    [below.sm]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': { [below.sm]: { display: 'grid', gap: vars.space['1'], padding: `${vars.space['3']} 0` } },
});
globalStyle(`${table} tbody td`, {
  '@media': {
    [below.sm]: { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], padding: 0 },
  },
});
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [below.sm]: { content: 'attr(data-label)', color: vars.color.inkMuted, fontSize: vars.fontSize.sm },
  },
});

/** Why a row failed, under its status. */
export const failure = style({ display: 'block', color: vars.color.error, fontSize: vars.fontSize.sm });
