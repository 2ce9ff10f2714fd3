import { graphql } from "../graphql";

/** The header's search box and the command palette: files and folders, best match first. */
export const SearchQuery = graphql(`
  query Search($organizationId: ID!, $query: String!, $first: Int) {
    search(organizationId: $organizationId, query: $query, first: $first) {
      nodes {
        __typename
        ... on Workbench {
          id
          name
          location
        }
        ... on Folder {
          id
          name
          rootTeam {
            id
            name
          }
        }
      }
    }
  }
`);
