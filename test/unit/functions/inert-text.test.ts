import { describe, expect, it } from 'vitest';
import { escapeHtml, html, plainText } from '../../../functions/domain/inert-text';

const LURE = '<a href="https://evil.example/verify">Verify your account</a><h1>Account locked</h1>';

describe('escapeHtml', () => {
  it('makes every character that could start markup an entity', () => {
    expect(escapeHtml(`${LURE} & 'x'`)).toBe(
      '&lt;a href=&quot;https://evil.example/verify&quot;&gt;Verify your account&lt;/a&gt;' +
        '&lt;h1&gt;Account locked&lt;/h1&gt; &amp; &#39;x&#39;',
    );
    expect(escapeHtml('Harbour at dawn')).toBe('Harbour at dawn');
  });
});

describe('html', () => {
  it('keeps the literal markup and escapes every value, links included', () => {
    const link = 'https://collectibles.example/app?a=1&b=2';
    expect(html`<p>${LURE} sold for ${25}</p><a href="${link}">${link}</a>`).toBe(
      `<p>${escapeHtml(LURE)} sold for 25</p>` +
        '<a href="https://collectibles.example/app?a=1&amp;b=2">https://collectibles.example/app?a=1&amp;b=2</a>',
    );
    expect(html`<p>no values</p>`).toBe('<p>no values</p>');
    expect(html`${'"><script>'}`).toBe('&quot;&gt;&lt;script&gt;');
  });
});

describe('plainText', () => {
  it('drops tags but keeps their words, readable', () => {
    expect(plainText(`You sold ${LURE}`)).toBe('You sold Verify your account Account locked');
    expect(plainText('Bold <b>move</b><!-- x --> and <img src=x onerror=alert(1)')).toBe('Bold move and');
  });

  it('turns control characters, line breaks and bidi overrides into spaces (no header or line injection)', () => {
    expect(plainText('Sale\r\nBcc: victim@example.com\u0000\ttoday')).toBe(
      'Sale Bcc: victim@example.com today',
    );
    expect(plainText('invoice\u202egnp.exe')).toBe('invoice gnp.exe');
  });

  it('shows a stray bracket as a look-alike, so no subject carries "<" or ">"', () => {
    expect(plainText('1 < 2 > 0')).toBe('1 ‹ 2 › 0');
    expect(plainText('Harbour at dawn')).toBe('Harbour at dawn');
  });
});
