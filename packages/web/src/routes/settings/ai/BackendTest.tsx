import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import { CheckOrganizationAiBackendMutation } from "../../../graphql/documents/generations";
import { errorText } from "../../../lib/error-message";

type Outcome = { ok: boolean; message: string };

/**
 * "Test connection": asks the saved backend (the workspace's own, else the server's) whether it
 * answers, so an Admin knows before a designer's first render fails.
 */
export function BackendTest({
  organizationId,
  unsaved,
}: {
  organizationId: string;
  /** The form differs from what is saved: the test would not try what the Admin sees. */
  unsaved: boolean;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, check] = useMutation(CheckOrganizationAiBackendMutation);

  async function handleTest() {
    setOutcome(null);
    const result = await check({ input: { organizationId } });
    const answer = result.data?.checkOrganizationAiBackend;
    setOutcome(answer ?? { ok: false, message: errorText(result.error) });
  }

  return (
    <>
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          loading={checking.fetching}
          disabled={unsaved}
          onClick={() => void handleTest()}
        >
          Test connection
        </Button>
        {unsaved && (
          <Text size="xs" c="dimmed">
            Save first: the test tries the saved backend.
          </Text>
        )}
      </Group>
      {outcome && !unsaved && (
        <Alert color={outcome.ok ? "teal" : "red"} role="status">
          {outcome.message}
        </Alert>
      )}
    </>
  );
}
