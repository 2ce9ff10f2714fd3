import { PLAN_FEATURES, SUBSCRIPTION_PLANS } from "@contour/core";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useQuery } from "urql";
import { OrganizationAiSettingsQuery } from "../../../graphql/documents/generations";
import { SettingsSection } from "../SettingsPage";
import { planTitle } from "../subscription/PlanCards";
import { usageText } from "./usage-text";

/** Plans & Billing › AI usage: this month's requests and each plan's monthly quota. */
export function AiUsageSection({ organizationId }: { organizationId: string }) {
  const [{ data }] = useQuery({
    query: OrganizationAiSettingsQuery,
    variables: { organizationId },
  });
  const settings = data?.organizationAiSettings;
  if (!settings) return null;
  const quotas = SUBSCRIPTION_PLANS.map((plan) => {
    const quota = PLAN_FEATURES[plan].monthlyGenerations;
    return `${planTitle(plan)} ${quota === null ? "unlimited" : quota.toLocaleString("en-US")}`;
  }).join(" · ");
  return (
    <SettingsSection title="AI usage" description={usageText(settings)}>
      <Text size="sm" c="dimmed">
        AI requests a month by plan: {quotas}.{" "}
        <Anchor component={Link} to={`/settings/organization/${organizationId}/ai`} size="sm">
          AI settings
        </Anchor>
      </Text>
    </SettingsSection>
  );
}
