import { Alert } from "@mantine/core";
import type { CombinedError } from "urql";
import { errorText } from "../../../lib/error-message";
import { isPlanRefusal } from "./log-features";

/** Why a log could not load, unless it is the plan: the paywall says that one. */
export function LogsError({ error }: { error: CombinedError | undefined }) {
  if (!error || isPlanRefusal(error)) return null;
  return (
    <Alert color="red" variant="light">
      {errorText(error)}
    </Alert>
  );
}
