import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['4'],
});

export const search = style({
  flex: '1 1 260px',
  maxWidth: 420,
  '@media': { [below.md]: { maxWidth: 'none' } },
});

export const sort = style({ minWidth: 200 });

export const end = style({ marginLeft: 'auto' });
