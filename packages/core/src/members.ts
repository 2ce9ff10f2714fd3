import type { OrganizationRole } from "./roles.js";

/**
 * The Members page's list (spec workspace-admin §2, Members page): members and pending invites in
 * one list, sorted, filtered, searched and exported the same way wherever it is shown.
 */
/** Spec workspace-admin §9: the member search waits this long after the last key. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;
/** How long "Your selection has been copied to the clipboard" stays (§9). */
export const SELECTION_COPY_NOTICE_MS = 3000;

export type MemberStatus = "joined" | "pending";

export interface MemberListRow {
  status: MemberStatus;
  /** The member's user id; null for a pending invite. */
  userId: string | null;
  email: string;
  /** Empty for a pending invite (and for a member who has not given a name yet). */
  name: string;
  role: OrganizationRole;
  /** When the member joined or the invite was sent, as an ISO date-time. */
  dateAdded: string;
  /** ISO date-time of the member's last activity; null when unknown or pending. */
  lastActive: string | null;
}

export const MEMBER_SORTS = [
  { value: "dateAddedAsc", label: "Date added oldest first" },
  { value: "dateAddedDesc", label: "Date added newest first" },
  { value: "emailAsc", label: "Email A-Z" },
  { value: "emailDesc", label: "Email Z-A" },
  { value: "lastActiveAsc", label: "Last active oldest first" },
  { value: "lastActiveDesc", label: "Last active newest first" },
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number]["value"];
export const DEFAULT_MEMBER_SORT: MemberSort = "dateAddedAsc";

export type MemberRoleFilter = "ALL" | OrganizationRole;
export type MemberStatusFilter = "all" | MemberStatus;

export interface MemberFilters {
  role: MemberRoleFilter;
  status: MemberStatusFilter;
  search: string;
}

/** The spec's stand-in for a missing last-active date: the year 2000. */
export const MISSING_LAST_ACTIVE = Date.UTC(2000, 0, 1);

function lastActiveTime(row: MemberListRow): number {
  return row.lastActive ? Date.parse(row.lastActive) : MISSING_LAST_ACTIVE;
}

const COMPARATORS: Record<MemberSort, (a: MemberListRow, b: MemberListRow) => number> = {
  dateAddedAsc: (a, b) => Date.parse(a.dateAdded) - Date.parse(b.dateAdded),
  dateAddedDesc: (a, b) => Date.parse(b.dateAdded) - Date.parse(a.dateAdded),
  emailAsc: (a, b) => a.email.localeCompare(b.email),
  emailDesc: (a, b) => b.email.localeCompare(a.email),
  lastActiveAsc: (a, b) => lastActiveTime(a) - lastActiveTime(b),
  lastActiveDesc: (a, b) => lastActiveTime(b) - lastActiveTime(a),
};

/** A sorted copy; ties keep the email order so the list does not jump between renders. */
export function sortMembers<Row extends MemberListRow>(
  rows: readonly Row[],
  sort: MemberSort,
): Row[] {
  const compare = COMPARATORS[sort];
  return [...rows].sort((a, b) => compare(a, b) || a.email.localeCompare(b.email));
}

/** Role and status filters, and a case-insensitive search on email and name. */
export function filterMembers<Row extends MemberListRow>(
  rows: readonly Row[],
  filters: MemberFilters,
): Row[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.role === "ALL" || row.role === filters.role) &&
      (filters.status === "all" || row.status === filters.status) &&
      (needle === "" ||
        row.email.toLowerCase().includes(needle) ||
        row.name.toLowerCase().includes(needle)),
  );
}

export const MEMBER_CSV_FIELDS = [
  "role",
  "name",
  "dateAdded",
  "lastActive",
  "email",
  "status",
] as const;

export type MemberCsvRow = Record<(typeof MEMBER_CSV_FIELDS)[number], string>;

/** The export's rows, with the §2 fields in order. */
export function memberCsvRows(rows: readonly MemberListRow[]): MemberCsvRow[] {
  return rows.map((row) => ({
    role: row.role,
    name: row.name,
    dateAdded: row.dateAdded,
    lastActive: row.lastActive ?? "",
    email: row.email,
    status: row.status,
  }));
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export as CSV text (RFC 4180), a header line then one line per row. */
export function membersCsv(rows: readonly MemberListRow[]): string {
  const lines = [
    MEMBER_CSV_FIELDS.join(","),
    ...memberCsvRows(rows).map((row) =>
      MEMBER_CSV_FIELDS.map((field) => csvCell(row[field])).join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
