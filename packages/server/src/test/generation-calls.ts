import { vi } from "vitest";
import { type Config, loadConfig } from "../config.js";
import type { TestServer } from "./server.js";
import { dataOf } from "./server.js";

/** A test server that runs its AI jobs and lets workspaces use a backend on this machine: a test backend. */
export function aiJobsConfig(): Partial<Config> {
  return {
    ai: {
      ...loadConfig({}).ai,
      runJobs: true,
      allowPrivateBackends: true,
      pollIntervalMs: 50,
      leaseMs: 5_000,
    },
  };
}

/** Sets the workspace's own ComfyUI backend, as its Admin does in Settings › AI. */
export async function setWorkspaceBackend(
  server: TestServer,
  organizationId: string,
  adminToken: string,
  backendUrl: string,
): Promise<void> {
  const response = await server.gql(
    `mutation ($input: UpdateOrganizationAiSettingsInput!) {
      updateOrganizationAiSettings(input: $input) { backendUrl }
    }`,
    { input: { organizationId, enabled: true, backendKind: "COMFYUI", backendUrl } },
    { token: adminToken },
  );
  dataOf(response);
}

/** Uploads an image to a workbench as the source of a request; answers its blob id. */
export async function uploadSource(
  server: TestServer,
  workbenchId: string,
  token: string,
  bytes: Uint8Array,
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "source.png");
  const response = await server.fetch(`/api/v1/workbenches/${workbenchId}/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { blobId: string }).blobId;
}

export const GENERATION_FIELDS = `
  id kind prompt settings state queuePosition progress preview error sourceBlobId
  requestedByName isOwn canCancel canDelete
  outputs { id position blobId width height url }
`;

export interface GenerationResult {
  id: string;
  kind: string;
  prompt: string;
  settings: Record<string, unknown>;
  state: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
  queuePosition: number | null;
  progress: number;
  preview: string | null;
  error: string | null;
  sourceBlobId: string | null;
  requestedByName: string | null;
  isOwn: boolean;
  canCancel: boolean;
  canDelete: boolean;
  outputs: {
    id: string;
    position: number;
    blobId: string;
    width: number;
    height: number;
    url: string;
  }[];
}

export const START_GENERATION = `mutation ($input: StartGenerationInput!) {
  startGeneration(input: $input) { ${GENERATION_FIELDS} }
}`;

export const GENERATIONS = `query ($workbenchId: ID!, $search: String) {
  generations(workbenchId: $workbenchId, search: $search) { nodes { ${GENERATION_FIELDS} } }
}`;

export async function startGeneration(
  server: TestServer,
  token: string,
  input: Record<string, unknown>,
): Promise<GenerationResult> {
  const response = await server.gql<{ startGeneration: GenerationResult }>(
    START_GENERATION,
    { input },
    { token },
  );
  return dataOf(response).startGeneration;
}

export async function readGenerations(
  server: TestServer,
  token: string,
  workbenchId: string,
  search?: string,
): Promise<GenerationResult[]> {
  const response = await server.gql<{ generations: { nodes: GenerationResult[] } }>(
    GENERATIONS,
    { workbenchId, search },
    { token },
  );
  return dataOf(response).generations.nodes;
}

/** The request once it has ended (succeeded, failed or cancelled), read as `token` sees it. */
export async function finishedGeneration(
  server: TestServer,
  token: string,
  workbenchId: string,
  id: string,
): Promise<GenerationResult> {
  return vi.waitFor(
    async () => {
      const found = (await readGenerations(server, token, workbenchId)).find(
        (generation) => generation.id === id,
      );
      if (!found || found.state === "QUEUED" || found.state === "RUNNING")
        throw new Error(`still ${found?.state ?? "missing"}`);
      return found;
    },
    { timeout: 60_000, interval: 100 },
  );
}
