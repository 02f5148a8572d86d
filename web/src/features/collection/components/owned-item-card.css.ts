import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';
import { cardSurface } from '../../../components/theme/utilities.css';

export const card = style([
  cardSurface,
  {
    position: 'relative',
    transition: 'transform 160ms ease, box-shadow 160ms ease',
    selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.card } },
  },
]);

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
});

export const mediaLabels = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  right: vars.space['2'],
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['1'],
});

export const offers = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  minWidth: 24,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.error,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textAlign: 'center',
});

export const body = style({ display: 'grid', gap: vars.space['1'], padding: vars.space['4'], flex: 1 });

export const artist = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const listing = style({
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  color: vars.color.inkMuted,
  selectors: { '&[data-listed="true"]': { color: vars.color.success } },
});

export const visibility = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted });

/** The title link covers the whole card, so the card is one click target. */
export const stretchedLink = style({
  textDecoration: 'none',
  color: 'inherit',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const rank = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.inkMuted });
