import type { Page } from "@playwright/test";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as Y from "yjs";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const line = [
  { x: 300, y: 300 },
  { x: 600, y: 300 },
];
const onLine = { x: 450, y: 300 };

/** Hocuspocus' sync message (0) holding a y-protocols update (2). */
const SYNC = 0;
const SYNC_UPDATE = 2;

function isDocumentUpdate(message: Buffer): boolean {
  try {
    const decoder = decoding.createDecoder(new Uint8Array(message));
    decoding.readVarString(decoder);
    return decoding.readVarUint(decoder) === SYNC && decoding.readVarUint(decoder) === SYNC_UPDATE;
  } catch {
    return false;
  }
}

/** An update of the workbench's document with a root the schema does not have. */
function hostileUpdate(workbenchId: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap("payload").set("blob", "not a drawing");
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, workbenchId);
  encoding.writeVarUint(encoder, SYNC);
  encoding.writeVarUint(encoder, SYNC_UPDATE);
  encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(doc));
  return encoding.toUint8Array(encoder);
}

/**
 * Relays the page's /collab socket; once `tamper` is called, the page's next document update
 * reaches the server as something else: what a broken or hostile client would send.
 */
async function relayWithTampering(page: Page, workbenchId: string) {
  let armed = false;
  await page.routeWebSocket(/\/collab$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (armed && typeof message !== "string" && isDocumentUpdate(message)) {
        armed = false;
        server.send(Buffer.from(hostileUpdate(workbenchId)));
        return;
      }
      server.send(message);
    });
  });
  return {
    tamper: () => {
      armed = true;
    },
  };
}

test("a change the server refuses is undone, with the reason, and the file reopens from the server", async ({
  page,
  request,
}) => {
  const { admin: ada, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Guard",
    admin: "Ada Lines",
    file: "Coupe",
  });
  const relay = await relayWithTampering(page, workbenchId);
  const screen = new WorkbenchPage(page);
  await openSignedIn(page, ada, screen.path(workbenchId));
  await screen.expectSaved();

  relay.tamper();
  await screen.drawWithMouse(line);
  await expect(
    page.getByRole("alert").filter({
      hasText: "Your last change could not be saved and was undone. The file was reopened.",
    }),
  ).toBeVisible();
  await snap(page, "collab-update-refused");
  await screen.expectSaved();
  // The stroke went as something else and was refused: neither this screen nor the server has it.
  await expect.poll(() => screen.hasInkNear(onLine)).toBe(false);
  await page.reload();
  await screen.expectSaved();
  expect(await screen.hasInkNear(onLine)).toBe(false);
});
