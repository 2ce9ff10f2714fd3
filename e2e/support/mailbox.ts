import { type APIRequestContext, expect } from "@playwright/test";

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for the newest mail to an address whose subject matches, as /dev/mailbox.json lists it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails: Mail[] = await (await request.get("/dev/mailbox.json")).json();
      found = mails.find((mail) => mail.to === to.toLowerCase() && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The first link in a mail's plain text. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}
