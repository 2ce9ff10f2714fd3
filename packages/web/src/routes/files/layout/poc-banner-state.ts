/** The three states of the POC banner (spec §4.6); none outside a proof of concept. */
export type PocBannerState =
  | { kind: "none" }
  | { kind: "testing" }
  | { kind: "ends"; endDate: string }
  | { kind: "expired" };

export function pocBannerState(
  organization: { poc: boolean; pocEndDate: string | null },
  now: number = Date.now(),
): PocBannerState {
  if (!organization.poc) return { kind: "none" };
  if (!organization.pocEndDate) return { kind: "testing" };
  return new Date(organization.pocEndDate).getTime() > now
    ? { kind: "ends", endDate: organization.pocEndDate }
    : { kind: "expired" };
}
