import { graphql } from "../graphql";

/** The bell's list: the newest notifications and the unread count. */
export const NotificationsQuery = graphql(`
  query Notifications {
    notifications(first: 20) {
      unreadCount
      nodes {
        id
        kind
        workbenchId
        workbenchName
        threadId
        excerpt
        actorName
        read
        createdAt
      }
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      unreadCount
    }
  }
`);
