import { graphql, type ResultOf } from "../graphql";

/** The entries published since the viewer last closed the popup (spec files-and-auth §4.5). */
export const UnseenChangelogsQuery = graphql(`
  query UnseenChangelogs($count: Int!) {
    unseenChangelogs(count: $count) {
      totalCount
      nodes {
        id
        title
        content
        createdAt
      }
    }
  }
`);

export type ChangelogEntry = ResultOf<
  typeof UnseenChangelogsQuery
>["unseenChangelogs"]["nodes"][number];

export const MarkChangelogSeenMutation = graphql(`
  mutation MarkChangelogSeen($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      lastChangelogSeenAt
    }
  }
`);

/** A page of the changelog (spec workspace-admin §7, List changelogs). */
export const ChangelogsQuery = graphql(`
  query Changelogs($offset: Int!, $count: Int!) {
    changelogs(offset: $offset, count: $count) {
      totalCount
      nodes {
        id
        title
        content
        createdAt
      }
    }
  }
`);
