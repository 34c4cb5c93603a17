/** Text the functions write into HTML (a form's page, an e-mail): what a visitor typed is text, never markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** One field of a plain-text e-mail; the lines of a multi-line value continue indented, so none passes for a field of its own. */
export const fieldLine = (label: string, value: string) => `${label}: ${value.replace(/\r?\n/g, '\n    ')}`;
