import { type APIRequestContext, expect, test } from "@playwright/test";

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The outbox as /dev/mailbox.json lists it, read straight from this machine: the mailbox answers
 * only requests without proxy headers (issue 15), and the tests' own request context sends
 * X-Forwarded-For on every call, so this one asks with a plain fetch. `server` is the origin of
 * the server that sent the mail: the end-to-end server unless a test started its own.
 */
async function readMailbox(server: string): Promise<Mail[]> {
  const response = await fetch(new URL("/dev/mailbox.json", server));
  if (!response.ok) throw new Error(`/dev/mailbox.json answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to an address whose subject matches, as /dev/mailbox.json lists it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  server = String(test.info().project.use.baseURL),
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = await readMailbox(server);
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

/** The origin a request context sends to (its baseURL), as an answer's URL tells it. */
export async function serverOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v1/health/live");
  return new URL(response.url()).origin;
}
