import { style } from '@vanilla-extract/css';

/** Where a tall screen stands while the screen table loads: as tall as the window (./shell-routes.tsx). */
export const screenLoading = style({ minHeight: '100vh' });
