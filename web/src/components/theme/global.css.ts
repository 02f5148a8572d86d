import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.display, lineHeight: 1.2, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('a', { color: 'inherit' });
globalStyle('img', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' });

/**
 * A reader whose system asks for less motion gets none: loading pulses and spinners stand still (they could run for
 * as long as an answer takes), hover lifts and fades apply at once, and scrolling jumps rather than glides.
 */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The typed property takes no `!important`, which a component's own smooth scroll needs to give way.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
