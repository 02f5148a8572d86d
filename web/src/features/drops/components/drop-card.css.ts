import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';
import { cardSurface } from '../../../components/theme/utilities.css';

export const card = style([
  cardSurface,
  {
    position: 'relative',
    transition: 'transform 160ms ease, box-shadow 160ms ease',
    selectors: {
      '&:not([aria-disabled="true"]):hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.card },
    },
  },
]);

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(17, 17, 17, 0.45)',
});

// At the top: the artwork prints the drop's title along its bottom edge.
export const dropsAt = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: 'rgba(17, 17, 17, 0.78)',
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const artist = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const price = style({ fontWeight: 700, marginTop: 'auto' });

// A card that is not live is dimmed, but its sign-up button stays fully visible.
const inactive = `${card}[aria-disabled="true"]`;
globalStyle(`${inactive} ${media}`, { opacity: 0.6, filter: 'grayscale(0.4)' });
globalStyle(`${inactive} ${title}, ${inactive} ${artist}, ${inactive} ${price}`, {
  color: vars.color.inkMuted,
});

/** The title link covers the whole card, so the card is one click target. */
export const stretchedLink = style({
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

/** Above the stretched link. */
export const action = style({ position: 'relative', zIndex: 1, alignSelf: 'stretch' });

export const registered = style({ color: vars.color.success, fontWeight: 600, fontSize: vars.fontSize.sm });
