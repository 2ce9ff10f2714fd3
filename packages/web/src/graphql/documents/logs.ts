import { graphql, type ResultOf } from "../graphql";

/** A page of a workspace's sign-ins (spec workspace-admin §7, List access logs). */
export const AccessLogsQuery = graphql(`
  query AccessLogs($organizationId: ID!, $offset: Int!, $count: Int!, $email: String!) {
    accessLogs(organizationId: $organizationId, offset: $offset, count: $count, email: $email) {
      totalCount
      nodes {
        id
        userEmail
        eventDate
        ipAddress
      }
    }
  }
`);

/** A page of a workspace's activity (spec workspace-admin §7, List activity logs). */
export const ActivityLogsQuery = graphql(`
  query ActivityLogs($organizationId: ID!, $offset: Int!, $count: Int!) {
    activityLogs(organizationId: $organizationId, offset: $offset, count: $count) {
      totalCount
      nodes {
        id
        userEmail
        eventDate
        actionType
        targetTable
        targetId
        metadata {
          email
          newName
          role
          previousRole
          staffName
          change
        }
      }
    }
  }
`);

export type ActivityLogEntry = ResultOf<typeof ActivityLogsQuery>["activityLogs"]["nodes"][number];
