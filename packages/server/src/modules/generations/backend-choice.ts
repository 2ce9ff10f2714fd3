import type { AiConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import type { AiBackend } from "../ai/backends/ai-backend.js";
import { readAiSettings } from "../ai-settings/ai-settings-queries.js";
import { backendAddressRefusal } from "../ai-settings/backend-address.js";
import { type SsoKey, unseal } from "../sso/sso-key.js";

/** Where a backend is and how to reach it. */
export interface BackendAddress {
  kind: "comfyui" | "automatic1111";
  url: string;
  token: string | null;
}

/** Makes a client for an address (modules/ai/backends). */
export type BackendFactory = (
  address: BackendAddress & { limits: { previewMaxSide: number }; publicOnly?: boolean },
) => AiBackend;

/** The side of a preview the history keeps while a request runs. */
const PREVIEW_SIDE = 384;

/**
 * The backend a workspace's requests go to: its own when its Admins set one (its address checked
 * again, as a host name may now point elsewhere), else the deployment's; null when there is none.
 */
export function createBackendChoice(deps: {
  db: Db;
  config: AiConfig;
  ssoKey: SsoKey;
  create: BackendFactory;
}): (organizationId: string) => Promise<AiBackend | null> {
  return async (organizationId) => {
    const settings = await readAiSettings(deps.db, organizationId);
    if (settings.backendKind && settings.backendUrl) {
      if (await backendAddressRefusal(settings.backendUrl, deps.config.allowPrivateBackends))
        return null;
      const sealed = settings.backendTokenSealed;
      const opened = sealed ? await unseal(deps.ssoKey, "organization-ai-token", sealed) : null;
      return deps.create({
        kind: settings.backendKind,
        url: settings.backendUrl,
        token: typeof opened?.token === "string" ? opened.token : null,
        limits: { previewMaxSide: PREVIEW_SIDE },
        publicOnly: !deps.config.allowPrivateBackends,
      });
    }
    const { backend } = deps.config;
    return backend ? deps.create({ ...backend, limits: { previewMaxSide: PREVIEW_SIDE } }) : null;
  };
}

/**
 * Whether the workspace has a backend at all, its own or the deployment's, without resolving or
 * opening anything: what the Render panel asks whenever it opens.
 */
export async function hasBackend(
  db: Db,
  config: AiConfig,
  organizationId: string,
): Promise<boolean> {
  if (config.backend !== null) return true;
  return (await readAiSettings(db, organizationId)).backendUrl !== null;
}
