import type { FolderRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";

export const FolderRef = builder.objectRef<FolderRow>("Folder");

FolderRef.implement({
  description: "A folder in a team's tree or in a user's drafts.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
  }),
});
