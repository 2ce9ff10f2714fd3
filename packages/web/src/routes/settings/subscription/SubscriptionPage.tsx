import { isWorkspaceAdmin } from "@contour/core";
import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { useQuery } from "urql";
import { BillingPageQuery } from "../../../graphql/documents/billing";
import { useCurrentUser } from "../../../lib/current-user";
import { AiUsageSection } from "../ai/AiUsageSection";
import { SettingsPage, SettingsSection } from "../SettingsPage";
import { BILLING_TEXTS } from "./billing-texts";
import { PlanCards, planTitle } from "./PlanCards";
import { SubscriptionDetails } from "./SubscriptionDetails";
import { usePortalRedirect } from "./use-portal-redirect";

const TITLE = "Plans & Billing";
const DESCRIPTION = "Your workspace's plan, seats and payment details.";

function Notice({ text }: { text: string }) {
  return (
    <SettingsPage title={TITLE}>
      <Text c="dimmed">{text}</Text>
    </SettingsPage>
  );
}

/** /settings/organization/{id}/subscription (workspace-admin §2, Plans & Billing): admins only. */
export function SubscriptionPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const edge = user.organizations.edges.find((candidate) => candidate.node.id === organizationId);
  const isAdmin = edge ? isWorkspaceAdmin({ role: edge.role, isAdmin: user.isAdmin }) : false;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: BillingPageQuery,
    variables: { id: organizationId },
    pause: !isAdmin,
    requestPolicy: "cache-and-network",
  });
  const { openPortal, pending } = usePortalRedirect(organizationId);

  if (!edge) return <Notice text={BILLING_TEXTS.fetchError} />;
  if (!isAdmin) return <Notice text={BILLING_TEXTS.adminOnly} />;
  if (fetching && !data) {
    return (
      <SettingsPage title={TITLE} description={DESCRIPTION}>
        <Loader size="sm" aria-label="Loading" />
      </SettingsPage>
    );
  }
  const organization = data?.organization;
  if (error || !organization) return <Notice text={BILLING_TEXTS.fetchError} />;

  const { subscription, subscriptionPlan: plan, manualSubscription: manual } = organization;
  // A paid plan that is neither managed by hand nor backed by a subscription has nothing to show.
  if (plan !== "FREE" && !manual && !subscription)
    return <Notice text={BILLING_TEXTS.fetchError} />;

  return (
    <SettingsPage title={TITLE} description={DESCRIPTION}>
      <SettingsSection title="Current plan">
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" gap="lg">
            <Stack gap={4}>
              <Text fw={700} fz="lg" data-testid="current-plan">
                {planTitle(plan)}
              </Text>
              <Text fz="sm" c="dimmed">
                {manual
                  ? "This plan is managed by the Contour team."
                  : plan === "FREE"
                    ? "Upgrade to get unlimited editors and more."
                    : `${organization.name} is on the ${planTitle(plan)} plan.`}
              </Text>
            </Stack>
            {subscription && !manual && (
              <Button
                loading={pending === "plan"}
                disabled={pending !== null}
                onClick={() => void openPortal("plan", BILLING_TEXTS.managePlanError)}
              >
                Manage plan
              </Button>
            )}
          </Group>
        </Paper>
      </SettingsSection>

      <AiUsageSection organizationId={organization.id} />

      {subscription && (
        <SubscriptionDetails
          organizationId={organization.id}
          subscription={subscription}
          manual={manual}
          pending={pending}
          onPortal={(action, prefix) => void openPortal(action, prefix)}
          onChanged={() => refetch({ requestPolicy: "network-only" })}
        />
      )}

      {(plan === "FREE" || plan === "PRO") && !manual && (
        <SettingsSection title="Plans" description="Viewers are free and never billed.">
          <PlanCards currentPlan={plan} />
        </SettingsSection>
      )}
    </SettingsPage>
  );
}
