import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const sections = style({ display: 'grid', gap: vars.space['6'], maxWidth: 560 });

export const section = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['4'] });

export const qr = style({ width: 200, height: 200 });

export const setupKey = style({ fontFamily: 'monospace', wordBreak: 'break-all' });

export const toggles = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({ padding: vars.space['2'], textAlign: 'left' });

export const savedAddresses = style({
  marginTop: vars.space['4'],
  paddingLeft: vars.space['5'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
