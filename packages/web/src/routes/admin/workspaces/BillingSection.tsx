import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AdminOrganizationDetail } from "../../../graphql/documents/admin";
import { formatLongDate } from "../../../lib/format-date";
import { formatMonthly } from "../../../lib/format-money";
import { SettingsSection } from "../../settings/SettingsPage";
import { seatsText } from "../../settings/subscription/billing-format";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** The billing provider's view of the subscription, read-only. */
export function BillingSection({ billing }: { billing: AdminOrganizationDetail["billing"] }) {
  return (
    <SettingsSection title="Billing">
      <Paper withBorder radius="md" p="lg">
        {billing ? (
          <SimpleGrid cols={3}>
            <Fact label="Provider" value={billing.provider} />
            <Fact label="Status" value={billing.status} />
            <Fact label="Seats" value={seatsText(billing.seats)} />
            <Fact
              label="Next invoice"
              value={
                billing.nextInvoiceAmountCents === null
                  ? "None"
                  : formatMonthly(billing.nextInvoiceAmountCents / 100)
              }
            />
            <Fact
              label="Next billing date"
              value={
                billing.nextInvoiceBillingDate
                  ? formatLongDate(billing.nextInvoiceBillingDate)
                  : "None"
              }
            />
            <Fact label="Billing email" value={billing.billingEmail ?? "None"} />
          </SimpleGrid>
        ) : (
          <Text c="dimmed" fz="sm">
            No subscription with the billing provider.
          </Text>
        )}
      </Paper>
    </SettingsSection>
  );
}
