import { PRODUCT_NAME } from "@contour/core";
import type { Mail } from "./mailer.js";

export interface ActionMailInput {
  to: string;
  subject: string;
  heading: string;
  intro: string;
  actionLabel: string;
  url: string;
  /** Said under the button: why the mail came and how long the link lasts. */
  footer: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every mail we send is one message and one action link, in plain text and HTML. */
export function actionMail(input: ActionMailInput): Mail {
  const text = [
    `${PRODUCT_NAME}`,
    "",
    input.heading,
    "",
    input.intro,
    "",
    `${input.actionLabel}: ${input.url}`,
    "",
    input.footer,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:32px;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:18px;font-weight:700;letter-spacing:.02em;padding-bottom:24px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:12px">${escapeHtml(input.heading)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(input.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(input.actionLabel)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#71717a">${escapeHtml(input.footer)}<br><br>Or paste this link into your browser:<br><a href="${escapeHtml(input.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.url)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
