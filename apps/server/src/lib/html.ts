import sanitize from 'sanitize-html';

/**
 * HTML written by staff (category descriptions, content pages, home page texts) is cleaned
 * when it is served: no scripts, no event handlers, no style attributes, only web and mail
 * links; links that open a new tab get rel="noopener noreferrer".
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export const sanitizeHtml = (html: string | null | undefined): string => (html ? sanitize(html, options) : '');

/** Plain text of some HTML, whitespace collapsed (meta descriptions, JSON-LD). */
export function htmlToText(html: string | null | undefined, maxLength = Infinity): string {
  // A space before every tag, so block elements do not glue their words together.
  const text = sanitize((html ?? '').replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
