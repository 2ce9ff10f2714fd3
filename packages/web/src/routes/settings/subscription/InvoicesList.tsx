import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import type { BillingInvoice } from "../../../graphql/documents/billing";
import { formatLongDate } from "../../../lib/format-date";
import { formatDollars } from "../../../lib/format-money";

/** The subscription's invoices, newest first, each with its PDF from the payment provider. */
export function InvoicesList({ invoices }: { invoices: readonly BillingInvoice[] }) {
  if (invoices.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No invoices yet.
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" px="lg" py="xs">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Invoices">
        {invoices.map((invoice) => (
          <Group
            key={invoice.id}
            component="li"
            justify="space-between"
            gap="md"
            py={8}
            wrap="nowrap"
            data-testid="invoice"
          >
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {formatLongDate(invoice.createdAt)}
              </Text>
              <Text fz="xs" c="dimmed">
                {invoice.number}
              </Text>
            </Stack>
            <Group gap="md" wrap="nowrap">
              <Badge variant="light" color={invoice.status === "paid" ? "green" : "gray"}>
                {invoice.status}
              </Badge>
              <Text fz="sm" fw={600} w={80} ta="right">
                {formatDollars(invoice.amount)}
              </Text>
              {invoice.pdfUrl && (
                <Anchor
                  href={invoice.pdfUrl}
                  target="_blank"
                  rel="noopener"
                  fz="sm"
                  aria-label={`Invoice ${invoice.number} (PDF)`}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconFileTypePdf size={16} aria-hidden />
                    PDF
                  </Group>
                </Anchor>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
