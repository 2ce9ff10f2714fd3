import { isUuid } from "../../db/ids.js";
import { builder } from "../../graphql/builder.js";
import { fail } from "../../graphql/errors.js";
import { staffOnly } from "../admin/staff.js";

const STAFF_ONLY = "Only Contour staff can change a workspace's proof of concept.";
const NO_WORKSPACE = "This workspace does not exist.";

const OrganizationPoc = builder.simpleObject("OrganizationPoc", {
  description: "A workspace's proof-of-concept terms, as staff set them.",
  fields: (t) => ({
    id: t.id(),
    poc: t.boolean(),
    pocEndDate: t.field({ type: "DateTime", nullable: true }),
  }),
});

const UpdateOrganizationPocInput = builder.inputType("UpdateOrganizationPocInput", {
  fields: (t) => ({
    organizationId: t.id(),
    poc: t.boolean(),
    pocEndDate: t.field({ type: "DateTime", required: false }),
  }),
});

builder.mutationFields((t) => ({
  updateOrganizationPoc: t.field({
    type: OrganizationPoc,
    ...staffOnly(STAFF_ONLY),
    description:
      "Staff only (isAdmin): marks a workspace as a proof of concept, with an optional end date, or ends that.",
    args: { input: t.arg({ type: UpdateOrganizationPocInput }) },
    resolve: async (_root, { input }, context) => {
      if (!isUuid(input.organizationId)) fail("NOT_FOUND", NO_WORKSPACE);
      if (!input.poc && input.pocEndDate) {
        fail("BAD_USER_INPUT", "Only a proof-of-concept workspace has an end date.");
      }
      const row = await context.db
        .updateTable("organizations")
        .set({ poc: input.poc, poc_end_date: input.pocEndDate ?? null })
        .where("id", "=", input.organizationId)
        .returning(["id", "poc", "poc_end_date"])
        .executeTakeFirst();
      if (!row) fail("NOT_FOUND", NO_WORKSPACE);
      return { id: row.id, poc: row.poc, pocEndDate: row.poc_end_date };
    },
  }),
}));
