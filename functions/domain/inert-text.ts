/**
 * User-written text (titles, usernames, creator names, descriptions) is data wherever a message shows it: escaped
 * into HTML bodies, reduced to plain text in subjects and SMS. A whole-body sanitizer is not enough: it keeps an
 * <a href="https://..."> a title smuggled in, live, in the platform's own e-mail.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML content or a quoted attribute value: every character that could start markup is an entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * An HTML template whose literal parts are the markup and whose every interpolated value is text, escaped:
 * html`<p>${title} was sold</p>`. Links built from SITE_URL are values too, escaped into their href.
 */
export const html = (markup: TemplateStringsArray, ...values: (string | number)[]) =>
  markup.reduce((out, part, at) => out + escapeHtml(String(values[at - 1])) + part);

/** A tag-like run ('<a href=…>', '</h1>', '<!-- … -->'), closed or cut off by the end of the text. */
const TAG = /<[a-z/!?][^>]*(>|$)/gi;
/** Control characters, and the bidirectional overrides that make a subject read other than it is. */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text for a subject line or an SMS: tags dropped (their words kept), control characters and line breaks made
 * spaces (no header or line injection), spaces collapsed, and a stray '<' or '>' shown as a look-alike quote.
 */
export const plainText = (text: string) =>
  text
    .replace(TAG, ' ')
    .replace(CONTROL, ' ')
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/\s+/g, ' ')
    .trim();
