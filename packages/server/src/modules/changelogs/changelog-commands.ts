import { CHANGELOG_MARKDOWN_MAX_LENGTH, CHANGELOG_TITLE_MAX_LENGTH } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { ChangelogRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { renderChangelogMarkdown } from "./changelog-markdown.js";

export const CHANGELOG_NOT_FOUND = "This changelog entry does not exist.";

/** A title that is not blank and not too long, trimmed. */
export function parseChangelogTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) fail("BAD_USER_INPUT", "A changelog entry needs a title.");
  if (trimmed.length > CHANGELOG_TITLE_MAX_LENGTH) {
    fail("BAD_USER_INPUT", `A title can be at most ${CHANGELOG_TITLE_MAX_LENGTH} characters.`);
  }
  return trimmed;
}

/** Checked before rendering: the renderer's work grows with the text. */
export function parseChangelogMarkdown(markdown: string): string {
  if (markdown.length > CHANGELOG_MARKDOWN_MAX_LENGTH) {
    fail(
      "BAD_USER_INPUT",
      `An entry can be at most ${CHANGELOG_MARKDOWN_MAX_LENGTH.toLocaleString("en-US")} characters.`,
    );
  }
  return markdown;
}

export async function getChangelog(db: Db, id: string): Promise<ChangelogRow> {
  if (!isUuid(id)) fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
  const row = await db.selectFrom("changelogs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ?? fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
}

/** A draft: nobody but staff sees it until it is published. */
export function createChangelog(
  db: Db,
  authorId: string,
  input: { title: string; markdown: string },
): Promise<ChangelogRow> {
  const markdown = parseChangelogMarkdown(input.markdown);
  return db
    .insertInto("changelogs")
    .values({
      title: parseChangelogTitle(input.title),
      markdown,
      content: renderChangelogMarkdown(markdown),
      created_by: authorId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ChangelogPatch {
  title?: string | null;
  markdown?: string | null;
  /** true publishes a draft now (a published entry keeps its date); false makes it a draft. */
  published?: boolean | null;
}

/**
 * Edits an entry. Publishing stamps the moment, so returning users whose last visit is older see
 * it once in the popup; editing a published entry keeps that date, so nobody sees it twice.
 */
export async function updateChangelog(
  db: Db,
  id: string,
  patch: ChangelogPatch,
): Promise<ChangelogRow> {
  if (!isUuid(id)) fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
  const markdown = patch.markdown == null ? undefined : parseChangelogMarkdown(patch.markdown);
  const row = await db
    .updateTable("changelogs")
    .set((eb) => ({
      title: patch.title == null ? undefined : parseChangelogTitle(patch.title),
      markdown,
      content: markdown === undefined ? undefined : renderChangelogMarkdown(markdown),
      published_at:
        patch.published == null
          ? undefined
          : patch.published
            ? eb.fn.coalesce("published_at", eb.fn<Date>("now"))
            : null,
      updated_at: new Date(),
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ?? fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
}

export async function deleteChangelog(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
  const deleted = await db.deleteFrom("changelogs").where("id", "=", id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) fail("NOT_FOUND", CHANGELOG_NOT_FOUND);
}
