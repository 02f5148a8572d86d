import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/tokens.css';

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const legalLinks = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
