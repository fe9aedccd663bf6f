/**
 * Fills the student's name into subject and content. Placeholders (ours: the spec names none):
 * {{nome}}, {{sobrenome}}, {{nome_completo}}; HTML content gets the names escaped.
 */
export function personalise(text: string, student: { name: string; lastName: string }, html: boolean): string {
  const esc = html ? escapeHtml : (s: string) => s;
  return text
    .replace(/\{\{\s*nome_completo\s*\}\}/gi, esc(`${student.name} ${student.lastName}`.trim()))
    .replace(/\{\{\s*sobrenome\s*\}\}/gi, esc(student.lastName))
    .replace(/\{\{\s*nome\s*\}\}/gi, esc(student.name));
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain-text rendition of the HTML content, for SMS, WhatsApp and the mail's text part. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
