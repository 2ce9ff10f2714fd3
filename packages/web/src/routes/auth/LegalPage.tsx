import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router";
import { PageHeading } from "../../components/PageHeading";
import { useDocumentTitle } from "../../lib/use-document-title";

export const LEGAL_PLACEHOLDER_TEXT =
  "This document is being written and will be published here before launch.";

/** /auth/terms and /auth/privacy: placeholders until the legal texts exist. */
export function LegalPage({ title }: { title: "Terms of Service" | "Privacy Policy" }) {
  useDocumentTitle(title);
  return (
    <Stack gap="xl">
      <PageHeading title={title}>{LEGAL_PLACEHOLDER_TEXT}</PageHeading>
      <Anchor component={Link} to="/auth" fz="sm">
        Back to login
      </Anchor>
    </Stack>
  );
}
