import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBlock: `${vars.space['5']} ${vars.space['8']}`,
});

// A banner is 8:3 (1600 x 600, as the seed's): on a phone it shows whole, as its art and any words on it were made,
// where a taller frame cropped its sides (a 4:3 frame cut a third of the title off the seeded ones).
export const banner = style({
  aspectRatio: '16 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [below.sm]: { aspectRatio: '8 / 3' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [below.sm]: { fontSize: vars.fontSize.xl } },
});

export const artist = style({ color: vars.color.inkMuted, fontWeight: 600 });

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ maxWidth: '72ch', whiteSpace: 'pre-line', color: vars.color.ink });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const registered = style({ color: vars.color.success, fontWeight: 600 });

export const buyLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
