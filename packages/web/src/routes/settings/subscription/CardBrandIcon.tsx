import { IconCreditCard } from "@tabler/icons-react";
import { type CardBrandKey, cardBrandIconKey, cardBrandLabel } from "./billing-format";

interface Badge {
  background: string;
  /** A wordmark; brands drawn as two circles have none. */
  text?: string;
  color?: string;
  circles?: [string, string];
}

/** Small card-shaped badges in each brand's colours: no trademark artwork is shipped. */
const BADGES: Record<Exclude<CardBrandKey, "default">, Badge> = {
  amex: { background: "#2E77BC", text: "AMEX", color: "#fff" },
  diners: { background: "#0079BE", text: "DC", color: "#fff" },
  discover: { background: "#fff", text: "DISCOVER", color: "#E55C20" },
  jcb: { background: "#0B4EA2", text: "JCB", color: "#fff" },
  maestro: { background: "#fff", circles: ["#0099DF", "#EB001B"] },
  mastercard: { background: "#fff", circles: ["#EB001B", "#F79E1B"] },
  paypal: { background: "#fff", text: "PayPal", color: "#003087" },
  unionpay: { background: "#01798A", text: "UnionPay", color: "#fff" },
  visa: { background: "#1A1F71", text: "VISA", color: "#fff" },
};

/** The card brand's icon of Plans & Billing; any other brand gets a generic card. */
export function CardBrandIcon({ brand }: { brand: string | null | undefined }) {
  const key = cardBrandIconKey(brand);
  const label = cardBrandLabel(brand);
  if (key === "default") {
    return <IconCreditCard size={24} stroke={1.6} aria-label={label} data-brand="default" />;
  }
  const badge = BADGES[key];
  return (
    <svg width={38} height={24} viewBox="0 0 38 24" role="img" aria-label={label} data-brand={key}>
      <title>{label}</title>
      <rect
        x={0.5}
        y={0.5}
        width={37}
        height={23}
        rx={3.5}
        fill={badge.background}
        stroke="#d4d4d8"
      />
      {badge.circles && (
        <>
          <circle cx={15} cy={12} r={6.5} fill={badge.circles[0]} />
          <circle cx={23} cy={12} r={6.5} fill={badge.circles[1]} fillOpacity={0.85} />
        </>
      )}
      {badge.text && (
        <text
          x={19}
          y={15.5}
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight={700}
          fontSize={badge.text.length > 5 ? 6.5 : 9.5}
          fill={badge.color}
        >
          {badge.text}
        </text>
      )}
    </svg>
  );
}
