import { style } from '@vanilla-extract/css';
import { below } from '../../components/theme/media';
import { vars } from '../../components/theme/tokens.css';

export const bar = style({
  position: 'fixed',
  zIndex: 50,
  top: `calc(${vars.layout.headerHeight} + ${vars.space['3']})`,
  left: vars.space['4'],
  right: vars.space['4'],
  maxWidth: 560,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `4px solid ${vars.color.info}`,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  '@media': { [below.sm]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const text = style({ flex: 1 });
