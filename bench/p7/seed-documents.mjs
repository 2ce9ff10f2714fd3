// P7's documents: each workbench gets the same strokes through a real client of Contour's
// /collab and is stored by Contour; the bytes that client then holds (the stored state) are
// written to `<seedDir>/<workbench id>.bin`, from which the stock server loads the same document.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as Y from "yjs";
import { connectCollab, makeStrokes, seedStrokes } from "../p4/collab.mjs";

/** Seeds every workbench, `concurrency` at a time; answers the encoded size of each document. */
export async function seedDocuments({ server, token, author, workbenchIds, strokes, seedDir }) {
  const elements = makeStrokes(strokes, { width: 1920, height: 1080, author });
  const sizes = [];
  let next = 0;
  const concurrency = 4;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < workbenchIds.length) {
        const workbenchId = workbenchIds[next++];
        const client = await connectCollab({ ...server, token, workbenchId });
        const count = await seedStrokes(client, elements, strokes);
        if (count !== strokes) throw new Error(`${workbenchId} holds ${count} strokes`);
        const state = Y.encodeStateAsUpdate(client.doc);
        await writeFile(path.join(seedDir, `${workbenchId}.bin`), state);
        sizes.push(state.length);
        client.close();
      }
    }),
  );
  return sizes;
}
