import { Stack } from "@mantine/core";
import { useState } from "react";
import { useQuery } from "urql";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { PageHeading } from "../../components/PageHeading";
import { LoginConfigurationQuery } from "../../graphql/documents/auth";
import { CurrentUserQuery } from "../../graphql/documents/user";
import { useDocumentTitle } from "../../lib/use-document-title";
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
  // The session cookie is out of the page's reach: the server says whether it signs anyone in.
  const [{ data, fetching }] = useQuery({ query: CurrentUserQuery });
  const [{ data: configData }] = useQuery({ query: LoginConfigurationQuery });
  const config = configData?.loginConfiguration;
  const [step, setStep] = useState<SignInStep>({ kind: "email" });
  useDocumentTitle(step.kind === "signUp" ? "Sign up" : "Sign in");

  if (data?.currentUser) return <SignedInRedirect hasName={data.currentUser.hasName} />;
  if (fetching && !data) return <FullScreenLoader />;

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
