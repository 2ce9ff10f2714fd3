import { sql } from "kysely";
import type { Db } from "../../db/connection.js";

/**
 * The job's place (1 for the next) among the queued jobs of its workspace, in the order they
 * run; null once it is no longer queued. One range of the jobs_queued index.
 */
export async function queuePosition(db: Db, jobId: string): Promise<number | null> {
  const { rows } = await sql<{ position: number }>`
    SELECT count(*)::int AS position
    FROM jobs AS job
    JOIN jobs AS ahead
      ON ahead.organization_id = job.organization_id
      AND ahead.state = 'queued'
      AND ahead.seq <= job.seq
    WHERE job.id = ${jobId} AND job.state = 'queued'
  `.execute(db);
  const position = rows[0]?.position ?? 0;
  return position === 0 ? null : position;
}
