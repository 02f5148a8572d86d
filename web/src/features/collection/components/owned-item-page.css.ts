import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export {
  badges,
  info,
  media,
  muted,
  page,
  split as header,
  title,
} from '../../../components/detail-layout/detail-layout.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

/** Label / value rows (blockchain info); long addresses wrap rather than widen a phone's page. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: 700,
  cursor: 'pointer',
});

export const switchInput = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent });

export const hint = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const drops = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.mob]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const dropLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
});

export const dropThumb = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const listing = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const listedLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  letterSpacing: '0.04em',
  color: vars.color.success,
});

export const listedPrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/** The new-offers count on the Offers button ('99+' above 99). */
export const offersBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  marginLeft: vars.space['2'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
});
