import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.js";
import { addressesBeyondLoopback, restrictToLoopback } from "./loopback-only.js";
import { escapeHtml } from "./templates.js";

/**
 * The embedded mailbox: what would have been sent, newest first, while there is no SMTP server.
 * It holds reset, invite and deletion links, so only this machine may read it (issue 15).
 */
export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  restrictToLoopback(app);
  app.addHook("onListen", async () => {
    const exposed = addressesBeyondLoopback(app);
    if (exposed.length === 0) return;
    app.log.warn(
      `SMTP_URL is not set and the server listens on ${exposed.join(", ")}: mail stays in the ` +
        "outbox at /dev/mailbox, which answers only this machine, so nobody else receives " +
        "sign-up, reset or invite mail. Set SMTP_URL to deliver it.",
    );
  });
  const newestFirst = () =>
    db
      .selectFrom("mail_outbox")
      .select(["id", "to_address", "subject", "text", "html", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(200)
      .execute();

  app.get("/dev/mailbox.json", async () =>
    (await newestFirst()).map((mail) => ({
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.created_at.toISOString(),
    })),
  );

  app.get("/dev/mailbox", async (_request, reply) => {
    const mails = await newestFirst();
    const items = mails
      .map(
        (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()}</span></header>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
      )
      .join("\n");
    reply.type("text/html; charset=utf-8");
    return `<!doctype html><html><head><meta charset="utf-8"><title>Mailbox · Contour</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#18181b}
h1{font-size:20px}article{border:1px solid #e4e4e7;border-radius:8px;margin:12px 0;padding:12px 16px}
header{display:flex;justify-content:space-between;gap:12px;font-size:14px}header span{color:#71717a}
pre{white-space:pre-wrap;font-family:inherit;font-size:14px}a{color:#4f46e5}</style></head>
<body><h1>Mailbox</h1><p>Mail that Contour would have sent. Configure SMTP_URL to deliver it for real.</p>
${items || "<p>No mail yet.</p>"}</body></html>`;
  });
}

function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
