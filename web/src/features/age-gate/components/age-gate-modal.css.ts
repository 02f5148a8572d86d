import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

/** Month, day and year side by side, their messages under each. */
export const dateFields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1.4fr',
  gap: vars.space['3'],
  alignItems: 'start',
});
