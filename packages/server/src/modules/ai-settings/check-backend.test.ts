import { AI_MESSAGES } from "@contour/core";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.js";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../test/comfyui-backend/comfyui-test-backend.js";
import { setWorkspaceBackend } from "../../test/generation-calls.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { backendMessages } from "../ai/backends/ai-backend.js";
import { BACKEND_ADDRESS_PRIVATE } from "../ai/backends/public-address.js";
import { writeAiSettings } from "./ai-settings-queries.js";
import { BACKEND_ANSWERED, checkBackend } from "./check-backend.js";

// Lets the workspace use a backend on this machine: the test backend's.
const server = useTestServer({ ai: { ...loadConfig({}).ai, allowPrivateBackends: true } });
let world: World;
let backend: ComfyUiTestBackend | null = null;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

afterEach(async () => {
  await backend?.close();
  backend = null;
});

const CHECK = `mutation ($input: CheckOrganizationAiBackendInput!) {
  checkOrganizationAiBackend(input: $input) { ok message }
}`;

async function check(token = world.users.admin.token) {
  return server.gql(CHECK, { input: { organizationId: world.organization.id } }, { token });
}

describe("checkOrganizationAiBackend", () => {
  test("says what to configure when the workspace has no backend", async () => {
    expect(dataOf(await check()).checkOrganizationAiBackend).toEqual({
      ok: false,
      message: AI_MESSAGES.noBackend,
    });
  });

  test("tells an Admin that the workspace's backend answered, and then that it is gone", async () => {
    backend = await startComfyUiTestBackend();
    await setWorkspaceBackend(server, world.organization.id, world.users.admin.token, backend.url);
    expect(dataOf(await check()).checkOrganizationAiBackend).toEqual({
      ok: true,
      message: BACKEND_ANSWERED,
    });
    await backend.close();
    backend = null;
    expect(dataOf(await check()).checkOrganizationAiBackend).toEqual({
      ok: false,
      message: backendMessages.unreachable,
    });
  });

  test("is for Admins: an Editor is refused", async () => {
    expect(errorOf(await check(world.users.editor.token)).code).toBe("FORBIDDEN");
  });

  test("gives the refusal of an address a deployment does not allow, without calling it", async () => {
    await writeAiSettings(server.db, world.otherOrganization.id, {
      enabled: true,
      backendKind: "comfyui",
      backendUrl: "http://127.0.0.1:9",
      backendTokenSealed: null,
    });
    const result = await checkBackend(
      {
        db: server.db,
        config: { ...server.services.config.ai, allowPrivateBackends: false },
        backendFor: async () => null,
      },
      world.otherOrganization.id,
    );
    expect(result).toEqual({ ok: false, message: BACKEND_ADDRESS_PRIVATE });
  });
});
