import { PRODUCT_NAME } from "@contour/core";
import type { FastifyReply } from "fastify";
import { escapeHtml } from "../mail/templates.js";

/** Where the sandbox provider's pages live. */
export const SANDBOX_PATH = "/api/v1/billing/sandbox";

export const SANDBOX_NOTICE = "Sandbox: no real payment is taken";

/** A dollar amount from cents, as the sandbox pages print it. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

/**
 * The frame of the sandbox's checkout and portal pages: plain server-rendered HTML, as a payment
 * provider's page would be, with the notice that nothing is charged always on top.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME} sandbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0}
main{max-width:440px;margin:48px auto;padding:0 16px}
.notice{background:#fef3c7;border:1px solid #f59e0b;color:#78350f;border-radius:8px;padding:10px 14px;font-weight:600;font-size:14px}
.card{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px;margin-top:16px}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:14px}
dt{color:#71717a}dd{margin:0;text-align:right}
.total{font-weight:600}
button,a.button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:10px 16px;cursor:pointer;width:100%;margin-top:8px}
a.button{display:block;box-sizing:border-box;text-align:center;text-decoration:none;font-size:16px}
.primary{background:#2f5ef5;color:#fff}.secondary{background:#fff;color:#18181b;border:1px solid #d4d4d8}
.danger{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
a{color:#2f5ef5;font-size:14px}.back{display:block;text-align:center;margin-top:16px}
</style></head><body><main>
<p class="notice" role="note">${SANDBOX_NOTICE}</p>
<section class="card"><h1>${escapeHtml(title)}</h1>${body}</section>
</main></body></html>`;
}

/** A definition list of label and value pairs; values are escaped here. */
export function details(rows: ReadonlyArray<[string, string]>): string {
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
}

export function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").send(html);
}

/** An unknown or expired checkout, portal or invoice link. */
export const EXPIRED_LINK = sandboxPage(
  "This link has expired",
  "<p>Go back to Contour and open the page again.</p>",
);
