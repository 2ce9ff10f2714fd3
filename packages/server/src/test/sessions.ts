import { dataOf, type GraphQLResponse, type TestServer } from "./server.js";

export interface LoginResult {
  login: { authToken: string; user: { id: string; email: string } };
}

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { authToken user { id email } }
}`;

/** Signs in through the API, from the given address if any. */
export function login(
  server: TestServer,
  email: string,
  password: string,
  ip?: string,
): Promise<GraphQLResponse<LoginResult>> {
  return server.gql<LoginResult>(LOGIN, { input: { email, password } }, { ip });
}

/** The id of the user a bearer token signs in as, or null when the token does not sign in. */
export async function currentUserId(server: TestServer, token: string): Promise<string | null> {
  const response = await server.gql<{ currentUser: { id: string } | null }>(
    "{ currentUser { id } }",
    {},
    { token },
  );
  return dataOf(response).currentUser?.id ?? null;
}
