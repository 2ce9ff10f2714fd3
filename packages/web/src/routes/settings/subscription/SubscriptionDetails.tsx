import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { BillingSubscription } from "../../../graphql/documents/billing";
import { formatLongDate } from "../../../lib/format-date";
import { formatMonthly } from "../../../lib/format-money";
import { SettingsSection } from "../SettingsPage";
import { BillingEmailEditor } from "./BillingEmailEditor";
import { cardBrandLabel, seatsText, showsNextInvoiceDate } from "./billing-format";
import { BILLING_TEXTS } from "./billing-texts";
import { CardBrandIcon } from "./CardBrandIcon";
import { InvoicesList } from "./InvoicesList";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap" py={6}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Group>
  );
}

interface Props {
  organizationId: string;
  subscription: BillingSubscription;
  /** Manual subscriptions hide the payment method and the billing history (spec §2). */
  manual: boolean;
  pending: string | null;
  onPortal: (action: string, errorPrefix: string) => void;
  /** Something changed here: the page asks the server again. */
  onChanged: () => void;
}

/** The paid subscription: amounts, seats, next invoice, card, billing email and invoices. */
export function SubscriptionDetails({
  organizationId,
  subscription,
  manual,
  pending,
  onPortal,
  onChanged,
}: Props) {
  const base = subscription.subscriptionBaseAmount;
  const next = subscription.nextInvoiceAmount;
  const endDate = subscription.nextInvoiceBillingDate;
  return (
    <>
      <SettingsSection title="Subscription">
        <Paper withBorder radius="md" px="lg" py="sm">
          <Stack gap={0}>
            <Row label="Base amount">
              <Text fz="sm" fw={600}>
                {formatMonthly(base)}
              </Text>
            </Row>
            <Row label="Seats">
              <Text fz="sm" fw={600} data-testid="seats">
                {seatsText(subscription.seats)}
              </Text>
            </Row>
            {subscription.cancelAtPeriodEnd && endDate && (
              <Row label="Plan ends">
                <Text fz="sm" fw={600} ta="right" data-testid="plan-ends">
                  {formatLongDate(endDate)}
                  <Text span inherit c="dimmed" fw={400}>
                    {" "}
                    · then Free
                  </Text>
                </Text>
              </Row>
            )}
            {next !== null && (
              <Row label="Next invoice">
                <Text fz="sm" fw={600} ta="right" data-testid="next-invoice">
                  {formatMonthly(next)}
                  {showsNextInvoiceDate(base, next) && subscription.nextInvoiceBillingDate && (
                    <Text span inherit c="dimmed" fw={400}>
                      {" "}
                      on {formatLongDate(subscription.nextInvoiceBillingDate)}
                    </Text>
                  )}
                </Text>
              </Row>
            )}
          </Stack>
        </Paper>
      </SettingsSection>

      {!manual && (
        <SettingsSection title="Payment method">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" gap="lg">
              <Group gap="md">
                <CardBrandIcon brand={subscription.paymentMethodCardBrand} />
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {subscription.paymentMethodType === "card"
                      ? `${cardBrandLabel(subscription.paymentMethodCardBrand)} •••• ${subscription.paymentMethodCardLast4 ?? ""}`
                      : (subscription.paymentMethodType ?? "No payment method")}
                  </Text>
                  {subscription.paymentMethodCardExpires && (
                    <Text fz="xs" c="dimmed">
                      Card · Expires {subscription.paymentMethodCardExpires}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Button
                variant="default"
                loading={pending === "payment"}
                disabled={pending !== null}
                onClick={() => onPortal("payment", BILLING_TEXTS.paymentMethodError)}
              >
                Edit
              </Button>
            </Group>
          </Paper>
        </SettingsSection>
      )}

      <SettingsSection title="Billing">
        <Stack gap="md">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" gap="lg">
              <BillingEmailEditor
                organizationId={organizationId}
                billingEmail={subscription.billingEmail}
                editable={!manual}
                onChanged={onChanged}
              />
            </Group>
          </Paper>
          {!manual && (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fz="sm" fw={600}>
                  Invoices
                </Text>
                <Button
                  variant="subtle"
                  size="xs"
                  loading={pending === "invoices"}
                  disabled={pending !== null}
                  onClick={() => onPortal("invoices", BILLING_TEXTS.invoicesError)}
                >
                  View Invoices
                </Button>
              </Group>
              <InvoicesList invoices={subscription.invoices} />
            </Stack>
          )}
        </Stack>
      </SettingsSection>
    </>
  );
}
