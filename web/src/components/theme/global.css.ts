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
