import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';
import { cardSurface } from '../../../components/theme/utilities.css';

export const card = style([
  cardSurface,
  {
    position: 'relative',
    height: '100%',
    transition: 'transform 160ms ease, box-shadow 160ms ease',
    selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.card } },
  },
]);

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const price = style({ fontWeight: 700 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The title link covers the whole card, so the card is one click target. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
});

export const grow = style({
  flex: '1 1 260px',
  maxWidth: 420,
  '@media': { [below.md]: { maxWidth: 'none' } },
});

export const sort = style({ minWidth: 200 });

export const chips = style({ flexBasis: '100%' });

export const section = style({ marginBottom: vars.space['6'] });

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  marginBottom: vars.space['3'],
});
