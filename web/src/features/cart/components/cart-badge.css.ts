import { style } from '@vanilla-extract/css';

/** 'Cart (12)' stays on one line in the phone header. */
export const badge = style({ whiteSpace: 'nowrap', color: 'inherit', fontWeight: 600 });
