import { Button, Divider, Stack } from "@mantine/core";
import { IconBrandGoogleFilled, IconKey } from "@tabler/icons-react";
import type { LoginConfigurationQuery } from "../../graphql/documents/auth";
import type { ResultOf } from "../../graphql/graphql";

type LoginConfiguration = ResultOf<typeof LoginConfigurationQuery>["loginConfiguration"];

/** Google and SSO sign-in: plain links to the API's redirect endpoints, only when enabled. */
export function SsoButtons({ config }: { config: LoginConfiguration }) {
  if (!config.loginWithGoogle && !config.loginWithAzure) return null;

  return (
    <Stack gap="sm">
      {config.loginWithEmail && <Divider label="or" labelPosition="center" />}
      {config.loginWithGoogle && (
        <Button
          component="a"
          href="/api/v1/auth/google"
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
        >
          Continue with Google
        </Button>
      )}
      {config.loginWithAzure && (
        <Button
          component="a"
          href="/api/v1/auth/azure"
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconKey size={18} aria-hidden />}
        >
          Sign In With SSO
        </Button>
      )}
    </Stack>
  );
}
