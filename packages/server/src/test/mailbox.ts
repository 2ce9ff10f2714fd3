import type { Db } from "../db/connection.js";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail to an address, as the outbox holds it; throws when there is none. */
export async function latestMailTo(db: Db, to: string): Promise<OutboxMail> {
  const mail = await db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject", "text", "html"])
    .where("to_address", "=", to)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${to}`);
  return { to: mail.to_address, subject: mail.subject, text: mail.text, html: mail.html };
}

export async function countMailsTo(db: Db, to: string): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("to_address", "=", to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The token in a mailed link: after "#token=", "password-reset/" or the given marker. */
export function tokenInMail(mail: OutboxMail, marker: RegExp): string {
  const match = marker.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token in mail "${mail.subject}"`);
  return match[1];
}
