import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, muted } from '../../../components/flow-layout/flow-layout.css';

/** The order's lines: a thumbnail, the title and the quantity; one column on a phone as on a desktop. */
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const thumb = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const title = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const quantity = style({ fontWeight: 800, whiteSpace: 'nowrap' });

export const claimed = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });
