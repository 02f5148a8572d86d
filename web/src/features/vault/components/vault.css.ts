import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, muted } from '../../../components/flow-layout/flow-layout.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  maxHeight: '65vh',
  overflowY: 'auto',
});

const piece = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surface,
});

/** The vault item's frame_type: classic is a gilded double border, modern a flat card with a shadow. */
export const frame = styleVariants({
  classic: [piece, { border: `6px double ${vars.color.warning}`, borderRadius: vars.radius.sm }],
  modern: [
    piece,
    { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card },
  ],
});

export const media = style({
  width: '100%',
  maxHeight: '40vh',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const audio = style({ width: '100%' });

export const pieceTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const opening = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['5'],
  textAlign: 'center',
});
