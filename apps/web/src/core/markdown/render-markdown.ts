import { Marked, type Tokens } from 'marked';
import { sanitizeHtml } from './sanitize-html.ts';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

// Images are not shown: a picture from any host the author chose would tell that host who reads
// the vacancy (a tracking pixel) and can be any size. An http(s) image becomes a link to it,
// named by its alt text; any other image leaves only its alt text.
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    image({ href, text }: Tokens.Image) {
      const label = escapeHtml(text || href);
      return /^https?:\/\//i.test(href.trim())
        ? `<a href="${escapeHtml(href)}">${label}</a>`
        : label;
    },
  },
});

/**
 * Markdown to safe HTML: what authors type can never run script, submit a form, load a frame or
 * restyle the page, in an admin's browser or a candidate's.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}
