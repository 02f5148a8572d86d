import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['7'],
  paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['7'],
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.accentInk,
  '@media': { [below.sm]: { padding: vars.space['5'] } },
});

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [below.sm]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: 640,
  '@media': { [below.sm]: { fontSize: vars.fontSize.md } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const cards = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space['4'],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const muted = style({ color: vars.color.inkMuted });

export const emailBlock = style([
  card,
  { alignItems: 'flex-start', background: vars.color.surfaceMuted, boxShadow: 'none' },
]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: 520,
});

export const row = style({
  display: 'flex',
  gap: vars.space['2'],
  '@media': { [below.phone]: { flexDirection: 'column' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm });

export const faqList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const faq = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const question = style({ fontWeight: 700, cursor: 'pointer' });

// The hero is dark: its field errors stay readable in the hero's ink.
globalStyle(`${hero} ${error}`, { color: vars.color.accentInk, fontWeight: 700 });
