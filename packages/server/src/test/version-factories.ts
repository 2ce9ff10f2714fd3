import * as Y from "yjs";
import type { Db } from "../db/connection.js";
import { loadWorkbenchDocument } from "../modules/collab/document-store.js";
import { insertVersion } from "../modules/versions/version-store.js";

/** Gives a workbench its stored document, as its first opening would; nothing if it has one. */
export async function openWorkbenchDocument(db: Db, workbenchId: string): Promise<void> {
  const doc = new Y.Doc();
  try {
    await loadWorkbenchDocument(db, workbenchId, doc);
  } finally {
    doc.destroy();
  }
}

/** A named version of the workbench's stored document (opened first if it never was). */
export async function buildVersion(
  db: Db,
  workbench: { id: string; organizationId: string },
  fields: { name?: string; createdBy?: string } = {},
): Promise<string> {
  const doc = new Y.Doc();
  try {
    await loadWorkbenchDocument(db, workbench.id, doc);
    const id = await insertVersion(db, {
      workbenchId: workbench.id,
      organizationId: workbench.organizationId,
      kind: "NAMED",
      name: fields.name ?? "Matrix",
      createdBy: fields.createdBy ?? null,
      doc,
    });
    if (id === null) throw new Error("the workbench is gone");
    return id;
  } finally {
    doc.destroy();
  }
}
