import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text content as it may be stored and sent: the editor's formatting survives, scripts,
 * event handlers and javascript: links do not (the HTML reaches inboxes and the console).
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style'],
    },
    allowedStyles: { '*': { color: [/^[#a-z0-9(),.\s%]+$/i], 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();
}
