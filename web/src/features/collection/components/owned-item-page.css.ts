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
