import { CenteredPage } from "./CenteredPage";
import { ComingSoonPanel } from "./ComingSoon";
import { UserMenu } from "./UserMenu";

/** A whole page saying an area is coming soon, for signed-in areas with no shell yet. */
export function ComingSoonPage(props: { title: string; backTo?: string; backLabel?: string }) {
  return (
    <CenteredPage width={480} headerRight={<UserMenu />}>
      <ComingSoonPanel {...props} />
    </CenteredPage>
  );
}
