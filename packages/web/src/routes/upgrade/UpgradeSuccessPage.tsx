import { Button, Loader, Stack, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { useQuery } from "urql";
import { PageHeading } from "../../components/PageHeading";
import { UpgradedOrganizationQuery } from "../../graphql/documents/billing";
import { useDocumentTitle, useWorkspaceName } from "../../lib/use-document-title";
import { filesPath } from "../files/paths";
import { planTitle } from "../settings/subscription/PlanCards";
import { UpgradeWizardLayout } from "./UpgradeWizardLayout";
import { planFromSearch, UPGRADE_TEXTS } from "./upgrade-plan";

/** upgrade/{organizationId}/success: where the payment provider sends the browser back. */
export function UpgradeSuccessPage() {
  const { organizationId = "" } = useParams();
  // The plan paid for: with Stripe, its webhook may land a moment after the browser does.
  const plan = planFromSearch(useSearchParams()[0]);
  useDocumentTitle("Upgrade complete", useWorkspaceName(organizationId));
  const [{ data, fetching }] = useQuery({
    query: UpgradedOrganizationQuery,
    variables: { id: organizationId },
    requestPolicy: "network-only",
  });
  const organization = data?.organization;

  return (
    <UpgradeWizardLayout step={3}>
      <Stack gap="xl">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={26} stroke={1.6} />
        </ThemeIcon>
        <PageHeading title={UPGRADE_TEXTS.successTitle}>
          {organization && plan
            ? `${organization.name} is now on the ${planTitle(plan)} plan. Your editors can start drawing.`
            : "Your workspace's new plan is ready."}
        </PageHeading>
        {fetching && !data ? (
          <Loader size="sm" aria-label="Loading" />
        ) : (
          <Button
            component={Link}
            to={organization ? filesPath.team(organization.globalTeam.id) : "/"}
            size="md"
            fullWidth
          >
            {organization ? `Go to ${organization.name}` : "Go to your files"}
          </Button>
        )}
      </Stack>
    </UpgradeWizardLayout>
  );
}
