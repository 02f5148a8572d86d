import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const page = style({ paddingTop: vars.space['5'] });

export const banner = style({
  height: 240,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  '@media': { [below.mob]: { height: 140 } },
});

export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const intro = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['4'],
  marginTop: -48,
  padding: `0 ${vars.space['5']}`,
  '@media': { [below.mob]: { padding: `0 ${vars.space['3']}`, marginTop: -36 } },
});

export const thumbnail = style({
  flex: '0 0 auto',
  width: 112,
  height: 112,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `4px solid ${vars.color.surface}`,
  background: vars.color.surface,
  '@media': { [below.mob]: { width: 80, height: 80 } },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  overflowWrap: 'anywhere',
  '@media': { [below.mob]: { fontSize: vars.fontSize.lg } },
});

export const description = style({
  maxWidth: 760,
  margin: `${vars.space['4']} 0 ${vars.space['5']}`,
  color: vars.color.inkMuted,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [below.md]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const groupSummary = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: vars.space['3'],
  fontWeight: 700,
  cursor: 'pointer',
});

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: `0 ${vars.space['3']} ${vars.space['3']}`,
  border: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const optionCount = style({ marginLeft: 'auto', color: vars.color.inkMuted, whiteSpace: 'nowrap' });

export const applied = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});

export const filtersToggle = style({
  marginBottom: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const clear = style({
  border: 0,
  background: 'none',
  color: vars.color.accent,
  fontWeight: 600,
  cursor: 'pointer',
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['5'],
});
