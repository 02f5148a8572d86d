import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

/**
 * Month, day and year side by side, their messages under each. The tracks may shrink below the inputs' default
 * width (about 20 characters), so the three fit the dialog on a 390 px phone.
 */
export const dateFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr)',
  gap: vars.space['3'],
  alignItems: 'start',
});

globalStyle(`${dateFields} input`, { width: '100%', minWidth: 0 });
