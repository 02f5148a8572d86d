import { style } from '@vanilla-extract/css';
import { below } from '../../components/theme/media';
import { vars } from '../../components/theme/tokens.css';

export const footer = style({
  marginTop: 'auto',
  paddingBlock: `${vars.space['7']} ${vars.space['6']}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 1.3fr) repeat(3, minmax(0, 1fr))',
  gap: vars.space['6'],
  '@media': {
    [below.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [below.md]: { gridColumn: '1 / -1' } },
});

export const columnTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
  marginBottom: vars.space['3'],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginTop: vars.space['7'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
