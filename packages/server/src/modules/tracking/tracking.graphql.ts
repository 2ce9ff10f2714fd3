import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";

const MAX_EVENT_NAME = 100;
const MAX_PROPERTIES_BYTES = 8 * 1024;

const PublishTrackingEventInput = builder.inputType("PublishTrackingEventInput", {
  fields: (t) => ({
    event: t.string(),
    properties: t.field({ type: "JSON", required: false }),
  }),
});

const SuccessPayload = builder.simpleObject("SuccessPayload", {
  fields: (t) => ({ success: t.boolean() }),
});

builder.mutationFields((t) => ({
  publishTrackingEvent: t.field({
    type: SuccessPayload,
    extensions: ACCESS_NEUTRAL,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PublishTrackingEventInput }) },
    resolve: async (_root, { input }, context) => {
      const event = input.event.trim();
      if (event === "" || event.length > MAX_EVENT_NAME) {
        fail("BAD_USER_INPUT", `An event name has 1 to ${MAX_EVENT_NAME} characters.`);
      }
      const properties = JSON.stringify(input.properties ?? {});
      if (Buffer.byteLength(properties) > MAX_PROPERTIES_BYTES) {
        fail("BAD_USER_INPUT", "Event properties are limited to 8 KB.");
      }
      await context.services.db
        .insertInto("tracking_events")
        .values({ user_id: viewerOf(context).userId, event, properties })
        .execute();
      return { success: true };
    },
  }),
}));
