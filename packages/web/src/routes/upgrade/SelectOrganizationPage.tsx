import { Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useQuery } from "urql";
import { PageHeading } from "../../components/PageHeading";
import { WorkspaceLogo } from "../../components/WorkspaceLogo";
import { UpgradeableOrganizationsQuery } from "../../graphql/documents/billing";
import { useDocumentTitle } from "../../lib/use-document-title";
import { planTitle } from "../settings/subscription/PlanCards";
import classes from "./SelectOrganizationPage.module.css";
import { UpgradeWizardLayout } from "./UpgradeWizardLayout";
import { planFromSearch, UPGRADE_TEXTS, upgradePath } from "./upgrade-plan";

/** upgrade/select-organization?plan=: the workspaces the user may upgrade (spec §5). */
export function SelectOrganizationPage() {
  const [search] = useSearchParams();
  const plan = planFromSearch(search);
  useDocumentTitle("Upgrade");
  const [{ data, fetching, error }] = useQuery({
    query: UpgradeableOrganizationsQuery,
    variables: { plan: plan ?? "PRO" },
    pause: plan === null,
    requestPolicy: "network-only",
  });
  if (plan === null) return <Navigate to="/" replace />;
  const organizations = data?.upgradeableOrganizations ?? [];

  return (
    <UpgradeWizardLayout step={0}>
      <Stack gap="xl">
        <PageHeading title={UPGRADE_TEXTS.selectTitle}>
          Choose the workspace that moves to the {planTitle(plan)} plan.
        </PageHeading>
        {fetching && !data ? (
          <Loader size="sm" aria-label="Loading" />
        ) : error || organizations.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {UPGRADE_TEXTS.noWorkspace}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" className={classes.list}>
            {organizations.map((organization) => (
              <li key={organization.id}>
                <UnstyledButton
                  component={Link}
                  to={upgradePath.review(organization.id, plan)}
                  className={classes.option}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <WorkspaceLogo name={organization.name} logoUrl={organization.logoUrl} />
                      <Stack gap={0}>
                        <Text fw={600}>{organization.name}</Text>
                        <Text fz="xs" c="dimmed">
                          Currently on {planTitle(organization.subscriptionPlan)}
                        </Text>
                      </Stack>
                    </Group>
                    <IconChevronRight size={18} stroke={1.6} aria-hidden />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </UpgradeWizardLayout>
  );
}
