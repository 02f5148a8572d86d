import { style } from '@vanilla-extract/css';
import { from } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800, margin: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [from.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const thumbnail = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
