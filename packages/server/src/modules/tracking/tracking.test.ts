import { expect, test } from "vitest";
import { buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const publishTrackingEvent = (token: string | undefined, event: string, properties?: unknown) =>
  server.gql<{ publishTrackingEvent: { success: boolean } }>(
    `mutation PublishTrackingEvent($input: PublishTrackingEventInput!) {
      publishTrackingEvent(input: $input) { success }
    }`,
    { input: { event, properties } },
    { token },
  );

const eventsOf = (userId: string) =>
  server.db
    .selectFrom("tracking_events")
    .select(["user_id", "event", "properties"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();

test("stores the event with the user and its properties", async () => {
  const { user, token } = await buildUser(server.db);
  const properties = { workbenchIds: ["a", "b"], count: 2, target: { folderId: "f" } };
  expect(dataOf(await publishTrackingEvent(token, "Drawing Moved", properties))).toEqual({
    publishTrackingEvent: { success: true },
  });
  dataOf(await publishTrackingEvent(token, "Folder Moved"));
  expect(await eventsOf(user.id)).toEqual([
    { user_id: user.id, event: "Drawing Moved", properties },
    { user_id: user.id, event: "Folder Moved", properties: {} },
  ]);
});

test("needs a signed-in user and stores nothing for a visitor", async () => {
  const before = await server.db.selectFrom("tracking_events").select("id").execute();
  expect(errorOf(await publishTrackingEvent(undefined, "Drawing Moved"))).toEqual({
    code: "UNAUTHENTICATED",
    message: "You need to sign in to do this.",
  });
  const after = await server.db.selectFrom("tracking_events").select("id").execute();
  expect(after).toHaveLength(before.length);
});

test.each(["", "   ", "x".repeat(101)])("refuses the event name %j", async (event) => {
  const { user, token } = await buildUser(server.db);
  expect(errorOf(await publishTrackingEvent(token, event))).toEqual({
    code: "BAD_USER_INPUT",
    message: "An event name has 1 to 100 characters.",
  });
  expect(await eventsOf(user.id)).toEqual([]);
});

test("refuses properties over 8 KB", async () => {
  const { user, token } = await buildUser(server.db);
  const response = await publishTrackingEvent(token, "Drawing Moved", { blob: "x".repeat(9000) });
  expect(errorOf(response)).toEqual({
    code: "BAD_USER_INPUT",
    message: "Event properties are limited to 8 KB.",
  });
  expect(await eventsOf(user.id)).toEqual([]);
});
