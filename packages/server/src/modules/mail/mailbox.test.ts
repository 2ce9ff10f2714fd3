import { expect, test } from "vitest";
import { buildApp } from "../../http/app.js";
import { createServices } from "../../services.js";
import { buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import { latestMailTo } from "../../test/mailbox.js";
import { dataOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const requestSignUpMail = async (email: string) =>
  dataOf(
    await server.gql(
      `mutation GenerateRegisterToken($input: GenerateRegisterTokenInput!) {
        generateRegisterToken(input: $input) { sentByEmail }
      }`,
      { input: { email } },
    ),
  );

async function mailboxJson(): Promise<MailboxEntry[]> {
  const response = await server.fetch("/dev/mailbox.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as MailboxEntry[];
}

test("/dev/mailbox.json lists the mails, newest first", async () => {
  const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
  await requestSignUpMail(first);
  await requestSignUpMail(second);

  const mails = (await mailboxJson()).filter((mail) => [first, second].includes(mail.to));
  expect(mails.map((mail) => mail.to)).toEqual([second, first]);
  const stored = await latestMailTo(server.db, second);
  expect(mails[0]).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    to: second,
    subject: stored.subject,
    text: stored.text,
    html: stored.html,
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  const [newer = Number.NaN, older = Number.NaN] = mails.map((mail) => Date.parse(mail.createdAt));
  expect(newer).toBeGreaterThanOrEqual(older);
});

test("/dev/mailbox is an HTML page whose links can be clicked", async () => {
  const email = uniqueEmail("clicker");
  await requestSignUpMail(email);
  const link = /http:\/\/\S+\/auth#token=[\w-]+/.exec((await latestMailTo(server.db, email)).text);
  expect(link).not.toBeNull();

  const response = await server.fetch("/dev/mailbox");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  const page = await response.text();
  expect(page).toContain(`<a href="${link?.[0]}">${link?.[0]}</a>`);
  expect(page).toContain(`to ${email}`);
});

test("/dev/mailbox escapes what users wrote, such as an inviter's name", async () => {
  const { user, token } = await buildUser(server.db, { name: '<img src=x onerror="alert(1)">' });
  const organization = await buildOrganization(server.db, user);
  const guest = uniqueEmail("guest");
  dataOf(
    await server.gql(
      `mutation Invite($input: CreateOrganizationInviteInput!) {
        createOrganizationInvite(input: $input) { email }
      }`,
      { input: { organizationInvite: { organizationId: organization.id, email: guest } } },
      { token },
    ),
  );
  const mail = await latestMailTo(server.db, guest);
  expect(mail.subject).toContain("<img");
  expect(mail.html).not.toContain("<img");

  const page = await (await server.fetch("/dev/mailbox")).text();
  expect(page).toContain("&#60;img src=x");
  expect(page).not.toContain("<img");
});

test("with SMTP configured there is no mailbox to read", async () => {
  const config = { ...server.config, smtpUrl: "smtp://127.0.0.1:9" };
  const app = await buildApp(await createServices(config, server.db));
  try {
    expect((await app.inject({ url: "/dev/mailbox.json" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/dev/mailbox" })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
});
