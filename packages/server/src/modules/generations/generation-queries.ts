import type { GenerationState } from "@contour/core";
import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { AiUsageTable, GenerationOutputsTable, GenerationsTable } from "../../db/types.js";
import { type Cursor, decodeCursor, encodeCursor } from "../workbenches/cursor.js";

export type GenerationRow = Omit<Selectable<GenerationsTable>, "preview_png"> & {
  state: GenerationState;
  error: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  requester_name: string | null;
  has_preview: boolean;
  outputs: GenerationOutputRow[];
};

export type GenerationOutputRow = Selectable<GenerationOutputsTable>;

const JOB_STATES: Record<string, GenerationState> = {
  queued: "QUEUED",
  running: "RUNNING",
  succeeded: "SUCCEEDED",
  failed: "FAILED",
  cancelled: "CANCELLED",
};

function generationsQuery(db: Db) {
  return db
    .selectFrom("generations as g")
    .leftJoin("jobs as j", "j.id", "g.job_id")
    .leftJoin("users as u", "u.id", "g.requested_by")
    .select([
      "g.id",
      "g.organization_id",
      "g.workbench_id",
      "g.requested_by",
      "g.kind",
      "g.prompt",
      "g.settings",
      "g.source_blob_id",
      "g.mask_blob_id",
      "g.source_output_id",
      "g.job_id",
      "g.progress",
      "g.created_at",
      "j.state as job_state",
      "j.error",
      "j.started_at",
      "j.finished_at",
      "u.name as requester_name",
    ])
    .select(sql<boolean>`g.preview_png IS NOT NULL`.as("has_preview"));
}

type RawRow = Awaited<ReturnType<ReturnType<typeof generationsQuery>["execute"]>>[number];

/** The rows with their states and their images, read in one statement for all of them. */
async function toRows(db: Db, raw: readonly RawRow[]): Promise<GenerationRow[]> {
  const outputs = await readOutputs(
    db,
    raw.map((row) => row.id),
  );
  return raw.map(({ job_state, ...row }) => ({
    ...row,
    state: JOB_STATES[job_state ?? "queued"] ?? "QUEUED",
    outputs: outputs.filter((output) => output.generation_id === row.id),
  }));
}

export async function findGeneration(db: Db, id: string): Promise<GenerationRow | null> {
  if (!isUuid(id)) return null;
  const row = await generationsQuery(db).where("g.id", "=", id).executeTakeFirst();
  return row ? ((await toRows(db, [row]))[0] ?? null) : null;
}

export interface GenerationPage {
  nodes: GenerationRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A workbench's history, newest first; `search` matches the prompt, any part of it. */
export async function readGenerationPage(
  db: Db,
  workbenchId: string,
  page: { first: number; after: string | null; search: string | null },
): Promise<GenerationPage> {
  const after: Cursor | null = page.after ? decodeCursor("CREATED_AT", page.after) : null;
  let query = generationsQuery(db).where("g.workbench_id", "=", workbenchId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("g.created_at", "<", after.at),
        eb.and([eb("g.created_at", "=", after.at), eb("g.id", "<", after.id)]),
      ]),
    );
  }
  const search = page.search?.trim();
  if (search) query = query.where("g.prompt", "ilike", `%${escapeLike(search)}%`);
  const rows = await query
    .orderBy("g.created_at", "desc")
    .orderBy("g.id", "desc")
    .limit(page.first + 1)
    .execute();
  const nodes = await toRows(db, rows.slice(0, page.first));
  const last = nodes.at(-1);
  return {
    nodes,
    pageInfo: {
      hasNextPage: rows.length > page.first,
      endCursor: last ? encodeCursor("CREATED_AT", { at: last.created_at, id: last.id }) : null,
    },
  };
}

/** `%` and `_` in what a designer types are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export function readOutputs(
  db: Db,
  generationIds: readonly string[],
): Promise<GenerationOutputRow[]> {
  if (generationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("generation_outputs")
    .selectAll()
    .where("generation_id", "in", generationIds)
    .orderBy("position")
    .execute();
}

export async function findOutput(db: Db, id: string): Promise<GenerationOutputRow | null> {
  if (!isUuid(id)) return null;
  return (
    (await db
      .selectFrom("generation_outputs")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst()) ?? null
  );
}

export async function readPreview(db: Db, generationId: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("generations")
    .select("preview_png")
    .where("id", "=", generationId)
    .executeTakeFirst();
  return row?.preview_png ?? null;
}

/** The first day of this calendar month, UTC, as the usage table keys it. */
export function usageMonth(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

export async function requestsThisMonth(db: Db, organizationId: string, now: Date) {
  const row: Pick<Selectable<AiUsageTable>, "requests"> | undefined = await db
    .selectFrom("ai_usage")
    .select("requests")
    .where("organization_id", "=", organizationId)
    .where("month", "=", usageMonth(now))
    .executeTakeFirst();
  return row?.requests ?? 0;
}
