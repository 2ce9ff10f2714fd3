import { defaultWorkspaceName, MESSAGES } from "@contour/core";
import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "../../components/PageHeading";
import { useCurrentUser } from "../../lib/current-user";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CreateWizardLayout } from "./CreateWizardLayout";
import { useCreateWizard } from "./create-wizard-state";

/** create/name: step 1, the workspace name, defaulting to "{name}'s Workspace". */
export function CreateNamePage() {
  const user = useCurrentUser();
  useDocumentTitle("Create a workspace");
  const navigate = useNavigate();
  const wizard = useCreateWizard();
  const [name, setName] = useState(wizard.state?.name || defaultWorkspaceName(user.name));
  const [error, setError] = useState<string | null>(null);

  function handleSubmit() {
    const trimmed = name.trim();
    if (!trimmed) return setError(MESSAGES.workspaceNameRequired);
    wizard.setName(trimmed);
    navigate("/organization/create/invites");
  }

  return (
    <CreateWizardLayout step={0}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Stack gap="xl">
          <PageHeading title="Create your workspace">
            A workspace holds your team's files. You can rename it at any time.
          </PageHeading>
          <TextInput
            label="Workspace name"
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" size="md" fullWidth>
            Continue
          </Button>
          <Anchor component={Link} to="/organization/create/join_existing" fz="sm" ta="center">
            Join an existing workspace instead
          </Anchor>
        </Stack>
      </form>
    </CreateWizardLayout>
  );
}
