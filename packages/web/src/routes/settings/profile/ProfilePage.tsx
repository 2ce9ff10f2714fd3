import { ApiTokensSection } from "../api-tokens/ApiTokensSection";
import { SettingsPage } from "../SettingsPage";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { NameSection } from "./NameSection";
import { PasswordSection } from "./PasswordSection";

/** /settings/account/profile (workspace-admin §2, Profile page). */
export function ProfilePage() {
  return (
    <SettingsPage title="Profile" description="Your name, password, API tokens and account.">
      <NameSection />
      <PasswordSection />
      <ApiTokensSection />
      <DeleteAccountSection />
    </SettingsPage>
  );
}
