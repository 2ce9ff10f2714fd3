import { PLAN_FEATURES, SUBSCRIPTION_PLANS, type SubscriptionPlan } from "@contour/core";
import { Badge, Button, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { SUPPORT_URL } from "../../../lib/support";

/** What each plan brings, read from the plan table so the two never disagree. */
function planHighlights(plan: SubscriptionPlan): string[] {
  const features = PLAN_FEATURES[plan];
  return [
    features.editorsCountInOrganization === null
      ? "Unlimited editors"
      : `Up to ${features.editorsCountInOrganization} editors`,
    "Unlimited viewers",
    ...(features.highDefinitionExport ? ["High-definition export"] : []),
    ...(features.teamCreation ? ["Teams and team archival"] : []),
    ...(features.activityLogs ? ["Access and activity logs"] : []),
  ];
}

const TITLES: Record<SubscriptionPlan, string> = {
  FREE: "Free",
  PRO: "Pro",
  ORGANIZATION: "Organization",
  ENTERPRISE: "Enterprise",
};

function PlanPrice({ plan }: { plan: SubscriptionPlan }) {
  if (plan === "ENTERPRISE")
    return (
      <Text fw={700} fz={26}>
        Contact us
      </Text>
    );
  return (
    <Text fw={700} fz={26}>
      ${PLAN_FEATURES[plan].price}
      <Text span c="dimmed" fz="sm" fw={400}>
        {plan === "FREE" ? " / month" : " / editor / month"}
      </Text>
    </Text>
  );
}

/**
 * The current plan and the ones above it, each with its way in: the upgrade flow (FREE to PRO or
 * ORGANIZATION, PRO to ORGANIZATION) or a talk for ENTERPRISE. Lower plans are reached by
 * cancelling, in Manage plan.
 */
export function PlanCards({ currentPlan }: { currentPlan: SubscriptionPlan }) {
  const plans = SUBSCRIPTION_PLANS.slice(SUBSCRIPTION_PLANS.indexOf(currentPlan));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {plans.map((plan) => (
        <Paper key={plan} withBorder radius="md" p="lg" data-plan={plan}>
          <Stack gap="sm" h="100%">
            <Stack gap={2}>
              <Title order={3} fz="h4">
                {TITLES[plan]}
              </Title>
              <PlanPrice plan={plan} />
            </Stack>
            <List size="sm" spacing={4} c="dimmed" style={{ flex: 1 }}>
              {planHighlights(plan).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {plan === currentPlan ? (
              <Badge variant="light" color="gray" size="lg" radius="sm" fullWidth>
                Current plan
              </Badge>
            ) : plan === "ENTERPRISE" ? (
              <Button component="a" href={SUPPORT_URL} variant="default" fullWidth>
                Contact sales
              </Button>
            ) : (
              <Button component={Link} to={`/upgrade/select-organization?plan=${plan}`} fullWidth>
                Upgrade to {TITLES[plan]}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function planTitle(plan: SubscriptionPlan): string {
  return TITLES[plan];
}
