import { escapeHtml } from './html';
// The shape of every e-mail Comanda sends: a greeting, a few short paragraphs, one button, a note.
// The text part carries the link in full, so it works in any mail client (and in the dev outbox).

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. when the link expires. */
  note?: string;
  /** A quiet link under the note, e.g. a promotion's "não quero mais receber" (LGPD). */
  footerLink?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail({ subject, greeting, paragraphs, action, note, footerLink }: MailContent): RenderedMail {
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...(note ? [note] : []), ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []), '— Comanda'].join(
    '\n\n',
  );
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#16a34a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#111827;max-width:520px;margin:0 auto;padding:24px">` +
    p(greeting) +
    paragraphs.map(p).join('') +
    button +
    (note ? `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(note)}</p>` : '') +
    (footerLink ? `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(footerLink.url)}" style="color:#6b7280">${escapeHtml(footerLink.label)}</a></p>` : '') +
    `<p style="margin:24px 0 0;color:#6b7280">— Comanda</p></div>`;
  return { subject, text, html };
}
