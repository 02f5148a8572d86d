import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, muted } from '../../../components/flow-layout/flow-layout.css';

/** The NFT card: image beside its title and edition, stacked on a phone. */
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const cardImage = style({
  width: '6rem',
  height: '6rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const warnings = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** An address or a transaction hash: long, never pushing the page sideways. */
export const address = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
