import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const shell = style({ display: 'grid', gap: vars.space['5'], paddingBlock: vars.space['6'] });

export const profile = style({ display: 'grid', gap: vars.space['1'] });

export const username = style({ fontSize: vars.fontSize.xl });

export const meta = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const tabs = style({
  display: 'flex',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  paddingBlock: vars.space['2'],
  color: vars.color.inkMuted,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.ink, borderBottom: `2px solid ${vars.color.ink}` },
  },
});
