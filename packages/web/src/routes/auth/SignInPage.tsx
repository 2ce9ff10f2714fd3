import { Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { useQuery } from "urql";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { PageHeading } from "../../components/PageHeading";
import { LoginConfigurationQuery } from "../../graphql/documents/auth";
import { CurrentUserQuery } from "../../graphql/documents/user";
import { clearAuthToken } from "../../lib/auth-store";
import { useAuthToken } from "../../lib/session";
import { SignedInRedirect } from "./SignedInRedirect";
import { SignInForm } from "./SignInForm";
import { SignUpStart } from "./SignUpStart";
import { SsoButtons } from "./SsoButtons";

/** Which part of the sign-in flow of spec files-and-auth §4.1 is on screen. */
export type SignInStep =
  | { kind: "email"; email?: string }
  | { kind: "password"; email: string }
  | { kind: "signUp"; email: string };

/**
 * /auth: "Welcome", an email step, then a password step or the sign-up branch. A visitor who
 * is (or just became) signed in moves on to the saved return URL.
 */
export function SignInPage() {
  const token = useAuthToken();
  const [{ data, fetching }] = useQuery({ query: CurrentUserQuery, pause: !token });
  const rejectedToken = Boolean(token && data && data.currentUser === null);
  // A token the server does not accept (expired, forged) is dropped rather than kept around.
  useEffect(() => {
    if (rejectedToken) clearAuthToken();
  }, [rejectedToken]);
  const [{ data: configData }] = useQuery({ query: LoginConfigurationQuery });
  const config = configData?.loginConfiguration;
  const [step, setStep] = useState<SignInStep>({ kind: "email" });

  if (token && data?.currentUser) return <SignedInRedirect />;
  if (token && fetching && !data) return <FullScreenLoader />;

  if (step.kind === "signUp") {
    return (
      <SignUpStart
        email={step.email}
        onChangeEmail={() => setStep({ kind: "email", email: step.email })}
      />
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title="Welcome">Sign in to Contour, or create your account.</PageHeading>
      {/* Email sign-in stays available until the configuration says otherwise. */}
      {config?.loginWithEmail !== false && <SignInForm step={step} onStepChange={setStep} />}
      {config && step.kind === "email" && <SsoButtons config={config} />}
    </Stack>
  );
}
