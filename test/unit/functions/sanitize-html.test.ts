import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../functions/domain/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting tags and safe links', () => {
    expect(
      sanitizeHtml('<h2>Rules</h2><p>Read <a href="https://example.com/x" onclick="x()">this</a>.</p>'),
    ).toBe('<h2>Rules</h2><p>Read <a href="https://example.com/x" rel="noopener noreferrer">this</a>.</p>');
  });

  it('drops scripts with their content, event handlers and unsafe schemes', () => {
    expect(sanitizeHtml('<p onmouseover="steal()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><style>p{}</style>ok')).toBe('ok');
  });

  it('closes what it opened and escapes stray brackets', () => {
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one<li>two</li></li></ul>');
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<!-- secret --><b>bold</b></i>')).toBe('<b>bold</b>');
  });
});
