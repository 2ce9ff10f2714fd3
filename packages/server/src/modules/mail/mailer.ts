import nodemailer from "nodemailer";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "smtp" delivers for real; "outbox" keeps mail in the database for /dev/mailbox. */
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl === null) {
    return {
      kind: "outbox",
      async send(mail) {
        await db
          .insertInto("mail_outbox")
          .values({ to_address: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
          .execute();
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
