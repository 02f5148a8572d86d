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

  it('keeps its rules where js-xss alone would not: void tags, unclosed dropped elements, the first href', () => {
    expect(sanitizeHtml('a<br/>b<hr />c<p/>d')).toBe('a<br>b<hr>c<p>d</p>');
    expect(sanitizeHtml('<p>ok</p><script>alert(1)<p>still script</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<style>a</script>b</style>c<script/>d')).toBe('cd');
    expect(
      sanitizeHtml(
        '<a href="https://x.example/" href="javascript:x()">one</a><a href="javascript:x()" href="/y">two</a>',
      ),
    ).toBe('<a href="https://x.example/" rel="noopener noreferrer">one</a><a>two</a>');
    expect(sanitizeHtml('<a href=https://x.example/>unquoted</a>')).toBe(
      '<a href="https://x.example/" rel="noopener noreferrer">unquoted</a>',
    );
    expect(sanitizeHtml('<DIV><a><a>x</DIV>y</a>')).toBe('<div><a><a>x</a></a></div>y');
  });

  it('reads attributes and comments as browsers do', () => {
    // A '>' inside a quoted value does not end the tag, and an unclosed comment hides the rest of the document.
    expect(sanitizeHtml('<p title="a>b">text</p>')).toBe('<p>text</p>');
    expect(sanitizeHtml('<a title=">" href="https://x.example">z</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">z</a>',
    );
    expect(sanitizeHtml('<b>kept</b><!-- never closed <p>hidden</p>')).toBe('<b>kept</b>');
  });
});
