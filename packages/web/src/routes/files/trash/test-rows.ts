import type { TrashRow } from "./TrashTable";

/** A Trash row for the web tests: a file in "Design", restorable and deletable unless told. */
export function buildTrashRow(id: string, fields: Partial<TrashRow> = {}): TrashRow {
  return {
    id,
    kind: "WORKBENCH",
    name: id,
    location: "Design",
    trashedAt: "2026-12-01T10:00:00.000Z",
    daysLeft: 27,
    isRestorable: true,
    isDeletable: true,
    trashedBy: null,
    ...fields,
  };
}
