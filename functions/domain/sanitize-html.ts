import xss from 'xss';

// xss is CommonJS and copies parseAttr onto its exports in a loop, which Node's named-import detection (tsx, the
// local cloud) cannot see: take both from the default export.
const { FilterXSS, parseAttr } = xss as unknown as typeof import('xss');

/**
 * Allowlist HTML sanitizer for editorial content: keeps a small set of formatting tags, drops every other tag
 * (and the whole content of script, style, iframe, object, template), all attributes except a safe href on <a>,
 * and comments. The output is re-serialized, so stray '<' and '&' become entities.
 *
 * js-xss (the `xss` package) parses the HTML (tags, quoted attributes, comments) and strips the tags outside its
 * allowlist. Two things it does not do stay here: it does not balance tags, and its stripIgnoreTagBody leaves
 * '[removed]' and the rest of the text behind an unclosed <script>, where this drops everything up to the end.
 */
const ALLOWED_TAGS = [
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
];
/** No attribute is let through as written: the href of <a> is checked and rewritten in onTag. */
const WHITE_LIST = Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, []]));
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
/** What xss takes for a tag but is text: a '<' not followed by a tag name ('1 < 2 & 3 > 2'), or never closed. */
const NOT_A_TAG = /^<(?!\/?[a-z])|[^>]$/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The first href of an <a> tag, when its scheme is safe. */
function safeHref(tagHtml: string): string | undefined {
  let href: string | undefined;
  parseAttr(tagHtml.slice(2, -1), (name, value) => {
    if (name === 'href' && value && href === undefined) href = value;
    return '';
  });
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'), so check without them.
  const compact = href ? [...href].filter((c) => c.charCodeAt(0) > 32).join('') : undefined;
  return compact && SAFE_HREF.test(compact) ? compact : undefined;
}

/** Closes the elements named, innermost (last) first. */
const closingTags = (names: string[]) =>
  names
    .reverse()
    .map((name) => `</${name}>`)
    .join('');

export function sanitizeHtml(html: string): string {
  const open: string[] = [];
  let dropping: string | undefined;
  const filter = new FilterXSS({
    whiteList: WHITE_LIST,
    stripIgnoreTag: true,
    css: false,
    escapeHtml: (text) => (dropping ? '' : escapeText(text)),
    onTag(tag, tagHtml, { isClosing, isWhite }) {
      if (dropping) {
        if (isClosing && tag === dropping) dropping = undefined;
        return '';
      }
      if (NOT_A_TAG.test(tagHtml)) return escapeText(tagHtml);
      if (DROP_WITH_CONTENT.has(tag) && !isClosing && !tagHtml.endsWith('/>')) dropping = tag;
      // Tags outside the allowlist go to xss, which strips them (stripIgnoreTag).
      if (!isWhite) return undefined;
      if (isClosing) {
        // Closes `tag` and what was opened inside it; a closing tag that matches nothing open is dropped.
        const at = open.lastIndexOf(tag);
        return at === -1 ? '' : closingTags(open.splice(at));
      }
      if (VOID.has(tag)) return `<${tag}>`;
      open.push(tag);
      if (tag !== 'a') return `<${tag}>`;
      const href = safeHref(tagHtml);
      return href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">` : '<a>';
    },
  });
  return filter.process(html) + closingTags(open);
}
