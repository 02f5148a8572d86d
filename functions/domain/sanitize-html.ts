/**
 * Allowlist HTML sanitizer for editorial content: keeps a small set of formatting tags, drops every other tag
 * (and the whole content of script, style, iframe, object, template), all attributes except a safe href on <a>,
 * and comments. The output is re-serialized, so stray '<' and '&' become entities.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
  'hr',
  'span',
  'div',
  'section',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function safeHref(attributes: string): string | undefined {
  const match = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'), so check without them.
  const compact = href ? [...href].filter((c) => c.charCodeAt(0) > 32).join('') : undefined;
  return compact && SAFE_HREF.test(compact) ? compact : undefined;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const tokens = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|(<)/g;
  let skipping: string | undefined;
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    const [whole, rawName, attributes = '', text, loneBracket] = token;
    if (whole.startsWith('<!--')) continue;
    const name = rawName?.toLowerCase();
    const closing = whole.startsWith('</');
    if (skipping) {
      if (closing && name === skipping) skipping = undefined;
      continue;
    }
    if (text !== undefined) out.push(escapeText(text));
    else if (loneBracket) out.push('&lt;');
    else if (name && DROP_WITH_CONTENT.has(name)) {
      if (!closing && !attributes.trim().endsWith('/')) skipping = name;
    } else if (name && ALLOWED.has(name)) {
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at === -1) continue;
        while (open.length > at) out.push(`</${open.pop()}>`);
      } else if (VOID.has(name)) {
        out.push(`<${name}>`);
      } else if (name === 'a') {
        const href = safeHref(attributes);
        out.push(href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">` : '<a>');
        open.push(name);
      } else {
        out.push(`<${name}>`);
        open.push(name);
      }
    }
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
