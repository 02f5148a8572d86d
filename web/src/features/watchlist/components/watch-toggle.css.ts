import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  width: '100%',
});

export const alertForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  flex: '1 1 14rem',
  minWidth: 0,
});

export const alertField = style({ flex: '1 1 9rem', minWidth: 0 });
