import { builder } from "./builder.js";
import "../modules/auth/auth.graphql.js";
import "../modules/invites/invites.graphql.js";
import "../modules/organizations/organizations.graphql.js";
import "../modules/tracking/tracking.graphql.js";
import "../modules/users/users.graphql.js";

/** Every module registers its types on import; this is the assembled schema. */
export const schema = builder.toSchema({ sortSchema: true });
