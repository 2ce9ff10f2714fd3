import type { ComponentType } from "react";

/**
 * The app's four areas, each a chunk loaded on demand with its pages and the Mantine styles they
 * use: sign-in never downloads the dashboard. Kept free of React so that the entry, which reads
 * the opened page's area from here, stays a few hundred bytes.
 */
type Pages = Readonly<Record<string, ComponentType>>;

const loaders = {
  auth: () => import("./auth/auth-area").then((m) => m.authArea),
  dashboard: () => import("./dashboard-area").then((m) => m.dashboardArea),
  workbench: () => import("./workbench/workbench-area").then((m) => m.workbenchArea),
  admin: () => import("./admin/admin-area").then((m) => m.adminArea),
};

export type AreaName = keyof typeof loaders;
/** The route components an area's chunk exports, by name. */
export type PageName<A extends AreaName> = keyof Awaited<ReturnType<(typeof loaders)[A]>> & string;

// Path prefixes of each area but the dashboard's, which also has "/"; any other path is
// unknown and redirects to sign-in.
const PREFIXES: ReadonlyArray<readonly [string, AreaName]> = [
  ["/auth", "auth"],
  ["/workbench", "workbench"],
  // A share link's page (/s/<token>): the workbench's canvas, for visitors without an account.
  ["/s", "workbench"],
  ["/admin", "admin"],
  ["/files", "dashboard"],
  ["/settings", "dashboard"],
  ["/upgrade", "dashboard"],
  ["/organization", "dashboard"],
  ["/onboarding", "dashboard"],
];

/** The area whose routes render `pathname` (spec files-and-auth §2.1's top-level routes). */
export function areaOf(pathname: string): AreaName {
  if (pathname === "/") return "dashboard";
  const match = PREFIXES.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match ? match[1] : "auth";
}

const loaded: Partial<Record<AreaName, Pages>> = {};

/** Downloads an area's chunk (once) and remembers its pages for {@link loadedPage}. */
export async function loadArea(name: AreaName): Promise<Pages> {
  const pages: Pages = await loaders[name]();
  loaded[name] = pages;
  return pages;
}

/** A page of an area already downloaded, which can render without a Suspense round. */
export function loadedPage<A extends AreaName>(
  area: A,
  page: PageName<A>,
): ComponentType | undefined {
  return loaded[area]?.[page];
}
