/** The layout of the item detail pages (pack, NFT / auction): media beside the item's facts, one column on phones. */
import { style } from '@vanilla-extract/css';
import { below } from '../theme/media';
import { vars } from '../theme/tokens.css';

/** A detail page's column: media and info, then the sections below. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBlock: `${vars.space['5']} ${vars.space['8']}`,
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/**
 * Square and as wide as its column before its image or video has loaded: in the info column (align-items:
 * flex-start) it was as wide as its content, none until the image came, and then pushed the title down (CLS).
 */
export const media = style({
  alignSelf: 'stretch',
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
