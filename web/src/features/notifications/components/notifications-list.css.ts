import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['2'],
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-read="false"]': { borderLeft: `4px solid ${vars.color.info}` } },
});

export const subject = style({ fontWeight: 600, color: vars.color.ink });

export const date = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
