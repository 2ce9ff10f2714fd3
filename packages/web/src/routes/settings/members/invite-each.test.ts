import { CombinedError } from "urql";
import { expect, test } from "vitest";
import { inviteEach } from "./invite-each";

test("invites each address in turn and answers the ones that failed", async () => {
  const calls: string[] = [];
  const reported: string[] = [];
  const error = new CombinedError({ graphQLErrors: ["taken"] });
  const failed = await inviteEach(
    ["a@studio.com", "b@studio.com", "c@studio.com"],
    async (email) => {
      calls.push(email);
      return email === "b@studio.com" ? { ok: false, error } : { ok: true };
    },
    (email, reason) => reported.push(`${email}: ${reason?.graphQLErrors[0]?.message}`),
  );
  expect(calls).toEqual(["a@studio.com", "b@studio.com", "c@studio.com"]);
  expect(failed).toEqual(["b@studio.com"]);
  expect(reported).toEqual(["b@studio.com: taken"]);
});

test("waits for one call before the next", async () => {
  const order: string[] = [];
  await inviteEach(
    ["slow@studio.com", "fast@studio.com"],
    async (email) => {
      order.push(`start ${email}`);
      await new Promise((resolve) => setTimeout(resolve, email.startsWith("slow") ? 20 : 0));
      order.push(`end ${email}`);
      return { ok: true };
    },
    () => undefined,
  );
  expect(order).toEqual([
    "start slow@studio.com",
    "end slow@studio.com",
    "start fast@studio.com",
    "end fast@studio.com",
  ]);
});
