import mjml2html from 'mjml';

/** One thing to tell: a sentence, optionally a detail (a comment, a name), and the screen it opens. */
export type MailItem = { line: string; detail?: string; action: { label: string; url: string } };

export type RenderedMail = { subject: string; text: string; html: string };

const BRAND = '#7c3aed';
const INK = '#111827';
const MUTED = '#6b7280';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function itemBlock(item: MailItem): string {
  const detail = item.detail
    ? `<mj-text color="${MUTED}" font-style="italic" padding-top="0">${escapeHtml(item.detail)}</mj-text>`
    : '';
  return `<mj-section padding="8px 0"><mj-column>
    <mj-text color="${INK}" font-size="16px" line-height="24px">${escapeHtml(item.line)}</mj-text>
    ${detail}
    <mj-button href="${escapeHtml(item.action.url)}" background-color="${BRAND}" border-radius="8px" align="left" font-size="15px" inner-padding="12px 20px">${escapeHtml(item.action.label)}</mj-button>
  </mj-column></mj-section>`;
}

/**
 * A notification mail in the product's look, HTML by MJML and the same words as text: a greeting, each thing to
 * tell with its button to the exact screen, and the footer with the way out (`unsubscribeUrl`, also sent as
 * `List-Unsubscribe`). Every text is escaped: names and comments are the users' own.
 */
export async function renderMail(input: {
  subject: string;
  intro: string;
  items: MailItem[];
  footer: string;
  unsubscribe: { label: string; url: string };
  settingsUrl: string;
}): Promise<RenderedMail> {
  const { html, errors } = await mjml2html(
    `<mjml lang="fr">
  <mj-head>
    <mj-title>${escapeHtml(input.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f9fafb">
    <mj-section padding="24px 0 8px"><mj-column>
      <mj-text font-size="20px" font-weight="600" color="${BRAND}">Atelier Silhouette</mj-text>
      <mj-text color="${INK}" font-size="16px" line-height="24px">${escapeHtml(input.intro)}</mj-text>
    </mj-column></mj-section>
    ${input.items.map(itemBlock).join('\n')}
    <mj-section padding="24px 0"><mj-column>
      <mj-divider border-color="#e5e7eb" border-width="1px" />
      <mj-text color="${MUTED}" font-size="13px" line-height="20px">${escapeHtml(input.footer)}
        <a href="${escapeHtml(input.unsubscribe.url)}" style="color:${MUTED}">${escapeHtml(input.unsubscribe.label)}</a> ·
        <a href="${escapeHtml(input.settingsUrl)}" style="color:${MUTED}">Préférences de notification</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length > 0) throw new Error(`notification mail template: ${errors[0]!.formattedMessage}`);
  const text = [
    input.intro,
    '',
    ...input.items.flatMap((item) => [
      item.line,
      ...(item.detail ? [item.detail] : []),
      `${item.action.label} : ${item.action.url}`,
      '',
    ]),
    '--',
    input.footer,
    `${input.unsubscribe.label} : ${input.unsubscribe.url}`,
    `Préférences de notification : ${input.settingsUrl}`,
  ].join('\n');
  return { subject: input.subject, text, html };
}
