import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from "@contour/core";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import {
  type AdminOrganizationDetail,
  UpdateAdminOrganizationMutation,
} from "../../../graphql/documents/admin";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

/** "2027-01-31" from a stored date; the inputs work in whole days, in UTC. */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const dateOf = (day: string) => (day ? `${day}T00:00:00.000Z` : null);

/** The proof of concept and the plan as agreed by hand: one form, saved together. */
export function TermsSection({ workspace }: { workspace: AdminOrganizationDetail }) {
  const [poc, setPoc] = useState(workspace.poc);
  const [pocStart, setPocStart] = useState(dayOf(workspace.pocStartDate));
  const [pocEnd, setPocEnd] = useState(dayOf(workspace.pocEndDate));
  const [plan, setPlan] = useState<SubscriptionPlan>(workspace.subscriptionPlan);
  const [manual, setManual] = useState(workspace.manualSubscription);
  const [limit, setLimit] = useState<number | string>(workspace.manualEditorCountLimit ?? "");
  const [update, updateWorkspace] = useMutation(UpdateAdminOrganizationMutation);
  const planLimit = workspace.planEditorLimit;

  async function handleSave() {
    const result = await updateWorkspace({
      input: {
        id: workspace.id,
        patch: {
          poc,
          pocStartDate: poc ? dateOf(pocStart) : null,
          pocEndDate: poc ? dateOf(pocEnd) : null,
          subscriptionPlan: plan,
          manualSubscription: manual,
          manualEditorCountLimit: typeof limit === "number" ? limit : null,
        },
      },
    });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      return;
    }
    notifySuccess("Workspace updated!");
  }

  return (
    <SettingsSection
      title="Terms"
      description="A proof of concept shows its banner to the workspace; a manual subscription hides the billing provider's pages."
    >
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <Stack gap="md">
            <Switch
              label="Proof of concept"
              checked={poc}
              onChange={(event) => setPoc(event.currentTarget.checked)}
            />
            <SimpleGrid cols={2} maw={480}>
              <TextInput
                type="date"
                label="POC start date"
                value={pocStart}
                disabled={!poc}
                onChange={(event) => setPocStart(event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label="POC end date"
                value={pocEnd}
                disabled={!poc}
                onChange={(event) => setPocEnd(event.currentTarget.value)}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} maw={480}>
              <Select
                label="Plan"
                data={[...SUBSCRIPTION_PLANS]}
                value={plan}
                allowDeselect={false}
                onChange={(value) => value && setPlan(value as SubscriptionPlan)}
              />
              <NumberInput
                label="Editor limit"
                description={`Empty: the plan's (${planLimit ?? "unlimited"})`}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={limit}
                onChange={setLimit}
              />
            </SimpleGrid>
            <Switch
              label="Manual subscription"
              checked={manual}
              onChange={(event) => setManual(event.currentTarget.checked)}
            />
            <Group>
              <Button type="submit" loading={update.fetching}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SettingsSection>
  );
}
