import { Anchor, Group, Loader, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useQuery } from "urql";
import {
  AdminOrganizationFragment,
  AdminOrganizationQuery,
} from "../../../graphql/documents/admin";
import { readFragment } from "../../../graphql/graphql";
import { errorText } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";
import { BillingSection } from "./BillingSection";
import { DomainsSection } from "./DomainsSection";
import { FeatureFlagsSection } from "./FeatureFlagsSection";
import { MembersSection } from "./MembersSection";
import { TermsSection } from "./TermsSection";
import { WhiteLabelSection } from "./WhiteLabelSection";

/** /admin/workspaces/{id}: a workspace's terms, flags, white-label icon, members and billing. */
export function WorkspacePage() {
  const { organizationId = "" } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: AdminOrganizationQuery,
    variables: { id: organizationId },
    requestPolicy: "cache-and-network",
  });
  const workspace = data ? readFragment(AdminOrganizationFragment, data.adminOrganization) : null;
  if (!workspace) {
    return (
      <SettingsPage title="Workspace">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  const lastActivity = workspace.lastActivityAt ? formatAgo(workspace.lastActivityAt) : "never";
  return (
    <SettingsPage
      title={workspace.name}
      description={`Created ${formatLongDate(workspace.createdAt)} · last activity ${lastActivity} · ${workspace.memberCount} members, ${workspace.editorCount} editors`}
      wide
    >
      <Group>
        <Anchor component={Link} to="/admin/workspaces" fz="sm">
          All workspaces
        </Anchor>
      </Group>
      {/* A new key when the saved terms change, so the form starts from them. */}
      <TermsSection
        key={`${workspace.subscriptionPlan}${workspace.manualSubscription}${workspace.manualEditorCountLimit}${workspace.poc}${workspace.pocStartDate}${workspace.pocEndDate}`}
        workspace={workspace}
      />
      <FeatureFlagsSection workspace={workspace} />
      <WhiteLabelSection workspace={workspace} />
      <DomainsSection workspace={workspace} />
      <MembersSection members={workspace.members} />
      <BillingSection billing={workspace.billing} />
    </SettingsPage>
  );
}
