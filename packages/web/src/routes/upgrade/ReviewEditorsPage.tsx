import {
  PLAN_FEATURES,
  ROLE_LABELS,
  type RoleChanges,
  reviewedEditorCount,
  reviewedRole,
  takesEditorSeat,
  toggleEditor,
} from "@contour/core";
import { Badge, Button, Checkbox, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { useMutation, useQuery } from "urql";
import { PageHeading } from "../../components/PageHeading";
import { ReviewEditorsQuery, SubscribeToPlanMutation } from "../../graphql/documents/billing";
import { useCurrentUser } from "../../lib/current-user";
import { prefixedErrorMessage } from "../../lib/error-message";
import { formatMonthly } from "../../lib/format-money";
import { notifyError } from "../../lib/notify";
import { useDocumentTitle, useWorkspaceName } from "../../lib/use-document-title";
import { planTitle } from "../settings/subscription/PlanCards";
import classes from "./ReviewEditorsPage.module.css";
import { UpgradeWizardLayout } from "./UpgradeWizardLayout";
import { planFromSearch, UPGRADE_TEXTS, upgradePath } from "./upgrade-plan";

/**
 * upgrade/{organizationId}/review-editors?plan=: who takes a paid editor seat (spec §4, Editor
 * review). The changes are sent with the subscription and applied once the payment completes.
 */
export function ReviewEditorsPage() {
  const { organizationId = "" } = useParams();
  const [search] = useSearchParams();
  const plan = planFromSearch(search);
  const user = useCurrentUser();
  useDocumentTitle("Review editors", useWorkspaceName(organizationId));
  const [changes, setChanges] = useState<RoleChanges>({});
  const [{ data, fetching, error }] = useQuery({
    query: ReviewEditorsQuery,
    variables: { id: organizationId },
    pause: plan === null,
    requestPolicy: "network-only",
  });
  const [subscribing, subscribe] = useMutation(SubscribeToPlanMutation);
  const [redirecting, setRedirecting] = useState(false);
  if (plan === null) return <Navigate to="/" replace />;

  const members = (data?.organization?.members.edges ?? []).map(({ role, node }) => ({
    userId: node.id,
    name: node.name,
    email: node.email,
    role,
  }));
  const editors = reviewedEditorCount(members, changes);
  const price = PLAN_FEATURES[plan].price;

  async function handleContinue() {
    if (plan === null) return;
    const result = await subscribe({
      input: {
        organizationId,
        plan,
        rolesToChange: Object.entries(changes).map(([userId, newRole]) => ({ userId, newRole })),
      },
    });
    const url = result.data?.subscribeToPlan.url;
    if (result.error || !url) {
      notifyError(prefixedErrorMessage(UPGRADE_TEXTS.redirectError, result.error));
      return;
    }
    setRedirecting(true);
    window.location.assign(url);
  }

  return (
    <UpgradeWizardLayout step={1} width={600}>
      <Stack gap="xl">
        <PageHeading title={UPGRADE_TEXTS.reviewTitle}>
          Checked members are editors and take a paid seat on the {planTitle(plan)} plan. Viewers
          are free.
        </PageHeading>
        {fetching && !data ? (
          <Loader size="sm" aria-label="Loading" />
        ) : error || !data?.organization ? (
          <Text fz="sm" c="dimmed">
            There was an error fetching this page. Please check the link and retry.
          </Text>
        ) : (
          <>
            <Stack gap={0} component="ul" className={classes.list} aria-label="Members">
              {members.map((member) => {
                const role = reviewedRole({ userId: member.userId, role: member.role }, changes);
                const changed = member.userId in changes;
                return (
                  <li key={member.userId} className={classes.row}>
                    <Checkbox
                      checked={takesEditorSeat(role)}
                      disabled={member.userId === user.id}
                      onChange={() =>
                        setChanges((current) =>
                          toggleEditor(current, { userId: member.userId, role: member.role }),
                        )
                      }
                      aria-label={`Editor seat for ${member.name || member.email}`}
                      label={
                        <Stack gap={0}>
                          <Text fz="sm" fw={600}>
                            {member.name || member.email}
                            {member.userId === user.id && (
                              <Text span c="dimmed" fw={400}>
                                {" "}
                                (you)
                              </Text>
                            )}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </Stack>
                      }
                    />
                    <Badge
                      variant={changed ? "filled" : "light"}
                      color={changed ? "accent" : "gray"}
                      radius="sm"
                    >
                      {ROLE_LABELS[role]}
                    </Badge>
                  </li>
                );
              })}
            </Stack>
            <Group justify="space-between" className={classes.summary}>
              <Text fz="sm" data-testid="editor-count">
                {editors} editor{editors === 1 ? "" : "s"}
              </Text>
              <Text fz="sm" fw={600}>
                {formatMonthly(price * Math.max(editors, 1))}
              </Text>
            </Group>
            <Group justify="space-between">
              <Button component={Link} to={upgradePath.select(plan)} variant="subtle" color="gray">
                Back
              </Button>
              <Button
                loading={subscribing.fetching || redirecting}
                onClick={() => void handleContinue()}
              >
                Continue to payment
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </UpgradeWizardLayout>
  );
}
