import { Button, Stack, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { PageHeading } from "../../components/PageHeading";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CreateWizardLayout } from "./CreateWizardLayout";
import { useCreateWizard } from "./create-wizard-state";

interface CreatedWorkspace {
  organizationId: string;
  name: string;
}

function isCreatedWorkspace(value: unknown): value is CreatedWorkspace {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Partial<CreatedWorkspace>).organizationId === "string" &&
    typeof (value as Partial<CreatedWorkspace>).name === "string"
  );
}

/** create/success: only reachable right after a creation, which passes the new workspace along. */
export function CreateSuccessPage() {
  const { state } = useLocation();
  const { clear } = useCreateWizard();
  useDocumentTitle("Workspace created", isCreatedWorkspace(state) ? state.name : null);
  // The workspace exists now: a new wizard run starts from scratch.
  useEffect(() => clear(), [clear]);
  if (!isCreatedWorkspace(state)) return <Navigate to="/organization/create" replace />;

  return (
    <CreateWizardLayout step={2}>
      <Stack gap="xl">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={26} stroke={1.6} />
        </ThemeIcon>
        <PageHeading title="Your workspace is ready">
          {state.name} is set up. Start a drawing, or invite more people from the workspace
          settings.
        </PageHeading>
        <Button component={Link} to={`/files/${state.organizationId}/recent`} size="md" fullWidth>
          Go to your files
        </Button>
      </Stack>
    </CreateWizardLayout>
  );
}
