// Fills one workspace with a large folder tree and many files straight in SQL, for
// bench/dashboard.mjs. The workspace, its global team and root folder come from the API first, so
// the seeded rows sit under a real Admin member; only the bulk is written here.

/** Files in the folder whose page is measured. */
export const HOT_FOLDER_FILES = 300;
const HOT_FOLDER_CHILDREN = 12;
/** One bulk move is this many files plus this many folders: 100 items. */
export const MOVE_FILES = 90;
export const MOVE_FOLDERS = 10;
/** Files the viewer has opened, for Home's Recent strip (it shows 20). */
const VIEWED_FILES = 40;

/**
 * Seeds `folders` folders and `workbenches` files in all (the two root folders the API made aside),
 * in one transaction: top-level projects under the team root with their subfolders, a "hot"
 * folder three levels down, and two folders A and B with `moveSlots` sets of items to move between
 * them, one set per load-generator connection. Returns the ids the benchmark needs.
 */
export async function seedDashboard(client, ids, { folders, workbenches, moveSlots }) {
  const extraFolders = 1 + HOT_FOLDER_CHILDREN + 2 + moveSlots * MOVE_FOLDERS;
  const treeFolders = folders - extraFolders;
  const topFolders = Math.max(1, Math.round(Math.sqrt(folders)));
  const spreadFiles = workbenches - HOT_FOLDER_FILES - moveSlots * MOVE_FILES;
  if (treeFolders <= topFolders || spreadFiles < treeFolders) {
    throw new Error(
      `--folders must be above ${extraFolders + topFolders} and --workbenches at least ${HOT_FOLDER_FILES + moveSlots * MOVE_FILES + treeFolders}`,
    );
  }
  const { organizationId: org, teamId: team, rootFolderId: root, userId: user } = ids;
  const run = (text, values = []) => client.query(text, values);

  await run("BEGIN");
  // The tree: folder n < top is a project under the root; the others are spread over the projects.
  await run("CREATE TEMP TABLE seed_tree (n int PRIMARY KEY, id uuid NOT NULL) ON COMMIT DROP");
  await run("INSERT INTO seed_tree SELECT g, gen_random_uuid() FROM generate_series(0, $1 - 1) g", [
    treeFolders,
  ]);
  const insertTree = `
    INSERT INTO folders (id, organization_id, team_id, parent_id, name, created_by, created_at, updated_at)
    SELECT t.id, $1, $2, %PARENT%, %NAME%, $3, now() - t.n * interval '1 minute',
           now() - t.n * interval '1 minute'
    FROM seed_tree t %JOIN% ORDER BY t.n`;
  await run(
    insertTree
      .replace("%PARENT%", "$4")
      .replace("%NAME%", "'Project ' || (t.n + 1)")
      .replace("%JOIN%", "WHERE t.n < $5"),
    [org, team, user, root, topFolders],
  );
  await run(
    insertTree
      .replace("%PARENT%", "p.id")
      .replace("%NAME%", "'Folder ' || (t.n + 1)")
      .replace("%JOIN%", "JOIN seed_tree p ON p.n = (t.n - $4) % $4 WHERE t.n >= $4"),
    [org, team, user, topFolders],
  );

  // Root › Project 1 › Folder n=top (its first subfolder) › Hot, with files and a few subfolders.
  const newFolder = async (parentId, name) =>
    (
      await run(
        `INSERT INTO folders (organization_id, team_id, parent_id, name, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [org, team, parentId, name, user],
      )
    ).rows[0].id;
  const hotParent = (await run("SELECT id FROM seed_tree WHERE n = $1", [topFolders])).rows[0].id;
  const hotFolderId = await newFolder(hotParent, "Hot folder");
  await run(
    `INSERT INTO folders (organization_id, team_id, parent_id, name, created_by)
     SELECT $1, $2, $3, 'Hot subfolder ' || g, $4 FROM generate_series(1, $5) g`,
    [org, team, hotFolderId, user, HOT_FOLDER_CHILDREN],
  );
  const moveFolderAId = await newFolder(root, "Move A");
  const moveFolderBId = await newFolder(root, "Move B");

  // Files: updated_at scrambled over two weeks so the folder and workspace orders differ.
  const insertFiles = `
    INSERT INTO workbenches (organization_id, folder_id, name, created_by, last_updated_by,
                             created_at, updated_at)
    SELECT $1, %FOLDER%, %NAME%, $2, $2, x.ts - (g % 30) * interval '1 day', x.ts
    FROM generate_series(0, $3 - 1) g
    CROSS JOIN LATERAL (SELECT now() - ((g * 7919) % $3) * interval '13 seconds' AS ts) x
    %JOIN%`;
  await run(
    insertFiles
      .replace("%FOLDER%", "t.id")
      .replace("%NAME%", "'Drawing ' || (g + 1)")
      .replace("%JOIN%", "JOIN seed_tree t ON t.n = g % $4"),
    [org, user, spreadFiles, treeFolders],
  );
  await run(
    insertFiles
      .replace("%FOLDER%", "$4")
      .replace("%NAME%", "'Hot drawing ' || (g + 1)")
      .replace("%JOIN%", ""),
    [org, user, HOT_FOLDER_FILES, hotFolderId],
  );

  const slots = [];
  for (let slot = 0; slot < moveSlots; slot++) {
    const folderRows = await run(
      `INSERT INTO folders (organization_id, team_id, parent_id, name, created_by)
       SELECT $1, $2, $3, 'Moving folder ' || $5::int || '.' || g, $4 FROM generate_series(1, $6) g
       RETURNING id`,
      [org, team, moveFolderAId, user, slot + 1, MOVE_FOLDERS],
    );
    const fileRows = await run(
      `INSERT INTO workbenches (organization_id, folder_id, name, created_by, last_updated_by)
       SELECT $1, $2, 'Moving drawing ' || $4::int || '.' || g, $3, $3 FROM generate_series(1, $5) g
       RETURNING id`,
      [org, moveFolderAId, user, slot + 1, MOVE_FILES],
    );
    slots.push({
      folderIds: folderRows.rows.map((row) => row.id),
      workbenchIds: fileRows.rows.map((row) => row.id),
    });
  }

  await run(
    `INSERT INTO workbench_views (user_id, workbench_id, viewed_at)
     SELECT $1, id, now() - row_number() OVER () * interval '7 minutes'
     FROM (SELECT id FROM workbenches WHERE organization_id = $2 ORDER BY random() LIMIT $3) v`,
    [user, org, VIEWED_FILES],
  );
  await run("COMMIT");
  await run("ANALYZE");

  const counts = (
    await run(
      `SELECT (SELECT count(*) FROM folders WHERE organization_id = $1)::int AS folders,
              (SELECT count(*) FROM workbenches WHERE organization_id = $1)::int AS workbenches`,
      [org],
    )
  ).rows[0];
  return {
    ...ids,
    hotFolderId,
    moveFolderAId,
    moveFolderBId,
    moveSlots: slots,
    counts,
  };
}
