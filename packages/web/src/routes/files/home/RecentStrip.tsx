import { Alert, Group, ScrollArea, Text, Title } from "@mantine/core";
import { useQuery } from "urql";
import { RecentWorkbenchesQuery } from "../../../graphql/documents/files";
import { useOpenItem } from "../items/useOpenItem";
import { WorkbenchCard } from "../items/WorkbenchCard";
import { PageLoader } from "../layout/PageLoader";
import { FILES_TEXT } from "../texts";

/** Spec §2.10 and §9: the files the viewer opened lately, as 250 px cards in one row. */
export function RecentStrip({ organizationId }: { organizationId: string }) {
  const { openWorkbench } = useOpenItem();
  const [{ data, error, fetching }] = useQuery({
    query: RecentWorkbenchesQuery,
    variables: { organizationId },
    requestPolicy: "cache-and-network",
  });
  const workbenches = data?.recentWorkbenches;

  return (
    <section aria-labelledby="recent-heading">
      <Title order={2} fz="h4" mb="sm" id="recent-heading">
        Recent
      </Title>
      {workbenches ? (
        workbenches.length === 0 ? (
          <Text c="dimmed">{FILES_TEXT.noRecentFiles}</Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap="md" wrap="nowrap" pb="xs" data-testid="recent-strip">
              {workbenches.map((workbench) => (
                <WorkbenchCard
                  key={workbench.id}
                  workbench={workbench}
                  onOpen={openWorkbench}
                  width={250}
                />
              ))}
            </Group>
          </ScrollArea>
        )
      ) : fetching ? (
        <PageLoader />
      ) : error ? (
        <Alert color="red" role="alert">
          {FILES_TEXT.filesLoadError}
        </Alert>
      ) : null}
    </section>
  );
}
