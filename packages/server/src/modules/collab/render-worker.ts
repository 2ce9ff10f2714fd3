import { answerCalls } from "../../worker-calls.js";
import { type RenderJob, renderDocument } from "./render-document.js";

/**
 * The worker thread that draws thumbnails and exports (document-renderer.ts): rendering a large
 * drawing takes a core for a fraction of a second, which on the main thread would hold back every
 * live document's updates meanwhile. The PNG is copied back, not transferred: @napi-rs/canvas's
 * buffers are not ours to detach.
 */
answerCalls<RenderJob, Uint8Array>(renderDocument);
