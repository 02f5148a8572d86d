import { style } from '@vanilla-extract/css';
import { below } from '../../../components/theme/media';
import { vars } from '../../../components/theme/tokens.css';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 320px) auto',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': {
    [below.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const chips = style({ '@media': { [below.md]: { gridColumn: '1 / -1', order: 3 } } });
