import type { APIRequestContext } from "@playwright/test";
import type { ApiUser } from "./api.js";

/** Accepts the user's pending invite to the workspace through the API, as the invite page does. */
export async function acceptInviteViaApi(
  request: APIRequestContext,
  user: ApiUser,
  organizationId: string,
): Promise<void> {
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
      variables: { o: organizationId },
    },
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
}
