/**
 * A download's `content-disposition`: the name as written ('Palette de poche - Léa Petit.pdf') for browsers that
 * read RFC 5987, and an ASCII fallback without accents or quotes for the others.
 */
export const attachment = (fileName: string) => disposition('attachment', fileName);

/** The same name for a file the browser opens (a PDF in its viewer), still saved under it. */
export const inline = (fileName: string) => disposition('inline', fileName);

/** `?telechargement=1` saves the file; without it the browser opens it (a document, an invoice). */
export const savedOrOpened = (query: (name: string) => string | undefined, fileName: string) =>
  query('telechargement') ? attachment(fileName) : inline(fileName);

function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
