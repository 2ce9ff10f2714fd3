import { networkInterfaces } from "node:os";
import { expect, test, vi } from "vitest";
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

test("the mailbox answers only direct requests from this machine: 404 through any proxy", async () => {
  for (const route of ["/dev/mailbox", "/dev/mailbox.json"]) {
    expect((await server.fetch(route)).status).toBe(200);
    // TRUST_PROXY is on in tests: a forwarded request must not count as loopback either way.
    const proxied: Record<string, string>[] = [
      { "x-forwarded-for": "127.0.0.1" },
      { "x-forwarded-for": "198.51.100.7" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ];
    for (const header of proxied) {
      const response = await server.fetch(route, { headers: header });
      expect(response.status, `${route} with ${JSON.stringify(header)}`).toBe(404);
      // The ordinary not-found answer: no mail, no page, nothing that says a mailbox is there.
      expect(await response.json()).toMatchObject({ error: "Not Found", statusCode: 404 });
    }
  }
});

/** An address of this machine that is not loopback, as another machine would reach it. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;
}

test("a server listening beyond loopback keeps the mailbox from other machines and says so", async () => {
  const address = externalAddress();
  if (address === undefined) throw new Error("this machine has no address besides loopback");
  const app = await buildApp(await createServices(server.config, server.db));
  const warn = vi.spyOn(app.log, "warn");
  try {
    await app.listen({ port: 0, host: "0.0.0.0" });
    const { port } = app.server.address() as { port: number };
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL is not set .*0\.0\.0\.0/));

    for (const route of ["/dev/mailbox", "/dev/mailbox.json"]) {
      expect((await fetch(`http://${address}:${port}${route}`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}${route}`)).status).toBe(200);
    }
  } finally {
    await app.close();
  }
});
