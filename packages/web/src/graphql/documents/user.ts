import { graphql, type ResultOf } from "../graphql";

/** Everything the app shell needs about the signed-in user; null when not signed in. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      id
      name
      email
      hasName
      isAdmin
      blockCreateOrganization
      organizations {
        totalCount
        edges {
          role
          node {
            id
            name
            logoUrl
          }
        }
      }
    }
  }
`);

export type CurrentUser = NonNullable<ResultOf<typeof CurrentUserQuery>["currentUser"]>;

export const UpdateUserNameMutation = graphql(`
  mutation UpdateUserName($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      name
      hasName
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
    }
  }
`);

export const RequestDeleteCurrentUserEmailMutation = graphql(`
  mutation RequestDeleteCurrentUserEmail {
    requestDeleteCurrentUserEmail {
      status
    }
  }
`);

export const DeleteCurrentUserMutation = graphql(`
  mutation DeleteCurrentUser($input: DeleteCurrentUserInput!) {
    deleteCurrentUser(input: $input) {
      status
    }
  }
`);
