import DOMPurify, { type Config } from 'dompurify';

// What a description may contain: text structure, links and tables. Nothing that runs, loads,
// submits or restyles: no script, style, form, input, button, textarea, select, iframe, object,
// embed, svg, math, img; no style, class, id, data-* or on* attributes.
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
// href is checked again by the hook below; align comes from GFM tables, start from "3. item".
const ALLOWED_ATTR = ['href', 'title', 'align', 'start', 'colspan', 'rowspan'];
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_HREF,
  // DOMPurify checks every other attribute's value against the URI rule; these hold no URLs.
  ADD_URI_SAFE_ATTR: ['align', 'start', 'colspan', 'rowspan'],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify of our own, so the hook never touches other screens' sanitising. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    if (node.hasAttribute('href')) {
      // Opened apart from the app, with no window.opener and no Referer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** HTML sanitised against the allowlist above (links: http, https and mailto only). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
