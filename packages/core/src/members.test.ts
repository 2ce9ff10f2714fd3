import { describe, expect, test } from "vitest";
import {
  filterMembers,
  MEMBER_SORTS,
  type MemberListRow,
  memberCsvRows,
  membersCsv,
  sortMembers,
} from "./members.js";

const ada: MemberListRow = {
  status: "joined",
  userId: "u-ada",
  email: "ada@studio.com",
  name: "Ada Lovelace",
  role: "ADMIN",
  dateAdded: "2024-01-10T00:00:00.000Z",
  lastActive: "2026-05-01T00:00:00.000Z",
};
const bruno: MemberListRow = {
  status: "joined",
  userId: "u-bruno",
  email: "bruno@studio.com",
  name: "Bruno Munari",
  role: "VIEWER",
  dateAdded: "2025-03-01T00:00:00.000Z",
  lastActive: null,
};
const carla: MemberListRow = {
  status: "pending",
  userId: null,
  email: "carla@elsewhere.org",
  name: "",
  role: "EDITOR",
  dateAdded: "2024-06-01T00:00:00.000Z",
  lastActive: null,
};
const dora: MemberListRow = {
  status: "joined",
  userId: "u-dora",
  email: "dora@studio.com",
  name: "Dora Maar",
  role: "EDITOR",
  dateAdded: "2023-02-01T00:00:00.000Z",
  // Before the year 2000: a missing date sorts after it when oldest comes first.
  lastActive: "1999-06-01T00:00:00.000Z",
};
const rows = [ada, bruno, carla, dora];
const emails = (list: MemberListRow[]) => list.map((row) => row.email);

describe("sortMembers", () => {
  test("has the six options of the spec, oldest date added first by default", () => {
    expect(MEMBER_SORTS.map((option) => option.label)).toEqual([
      "Date added oldest first",
      "Date added newest first",
      "Email A-Z",
      "Email Z-A",
      "Last active oldest first",
      "Last active newest first",
    ]);
  });

  test("by date added, either way", () => {
    expect(emails(sortMembers(rows, "dateAddedAsc"))).toEqual([
      dora.email,
      ada.email,
      carla.email,
      bruno.email,
    ]);
    expect(emails(sortMembers(rows, "dateAddedDesc"))).toEqual([
      bruno.email,
      carla.email,
      ada.email,
      dora.email,
    ]);
  });

  test("by email, A-Z and Z-A", () => {
    expect(emails(sortMembers(rows, "emailAsc"))).toEqual([
      ada.email,
      bruno.email,
      carla.email,
      dora.email,
    ]);
    expect(emails(sortMembers(rows, "emailDesc"))).toEqual([
      dora.email,
      carla.email,
      bruno.email,
      ada.email,
    ]);
  });

  test("by last active, a missing date counting as the year 2000", () => {
    expect(emails(sortMembers(rows, "lastActiveAsc"))).toEqual([
      dora.email,
      bruno.email,
      carla.email,
      ada.email,
    ]);
    expect(emails(sortMembers(rows, "lastActiveDesc"))).toEqual([
      ada.email,
      bruno.email,
      carla.email,
      dora.email,
    ]);
  });

  test("leaves its input as it was", () => {
    const input = [bruno, ada];
    sortMembers(input, "emailAsc");
    expect(input).toEqual([bruno, ada]);
  });
});

describe("filterMembers", () => {
  const all = { role: "ALL", status: "all", search: "" } as const;

  test("by role", () => {
    expect(emails(filterMembers(rows, { ...all, role: "EDITOR" }))).toEqual([
      carla.email,
      dora.email,
    ]);
    expect(emails(filterMembers(rows, all))).toEqual(emails(rows));
  });

  test("by status", () => {
    expect(emails(filterMembers(rows, { ...all, status: "pending" }))).toEqual([carla.email]);
    expect(emails(filterMembers(rows, { ...all, status: "joined" }))).toEqual([
      ada.email,
      bruno.email,
      dora.email,
    ]);
  });

  test("searches email and name, whatever the case", () => {
    expect(emails(filterMembers(rows, { ...all, search: "MUNARI" }))).toEqual([bruno.email]);
    expect(emails(filterMembers(rows, { ...all, search: "Elsewhere" }))).toEqual([carla.email]);
    expect(emails(filterMembers(rows, { ...all, search: "  studio.com " }))).toEqual([
      ada.email,
      bruno.email,
      dora.email,
    ]);
    expect(filterMembers(rows, { ...all, search: "nobody" })).toEqual([]);
  });

  test("combines the filters", () => {
    expect(
      emails(filterMembers(rows, { role: "EDITOR", status: "joined", search: "maar" })),
    ).toEqual([dora.email]);
    expect(filterMembers(rows, { role: "ADMIN", status: "pending", search: "" })).toEqual([]);
  });
});

describe("CSV export", () => {
  test("rows carry role, name, dateAdded, lastActive, email and status", () => {
    expect(memberCsvRows([ada, carla])).toEqual([
      {
        role: "ADMIN",
        name: "Ada Lovelace",
        dateAdded: "2024-01-10T00:00:00.000Z",
        lastActive: "2026-05-01T00:00:00.000Z",
        email: "ada@studio.com",
        status: "joined",
      },
      {
        role: "EDITOR",
        name: "",
        dateAdded: "2024-06-01T00:00:00.000Z",
        lastActive: "",
        email: "carla@elsewhere.org",
        status: "pending",
      },
    ]);
  });

  test("the text has a header and quotes what needs it", () => {
    const tricky: MemberListRow = { ...bruno, name: 'Munari, "Bruno"' };
    const formula: MemberListRow = { ...dora, name: "=HYPERLINK(1)" };
    expect(membersCsv([tricky, formula])).toBe(
      [
        "role,name,dateAdded,lastActive,email,status",
        `VIEWER,"Munari, ""Bruno""",2025-03-01T00:00:00.000Z,,bruno@studio.com,joined`,
        "EDITOR,'=HYPERLINK(1),2023-02-01T00:00:00.000Z,1999-06-01T00:00:00.000Z,dora@studio.com,joined",
        "",
      ].join("\r\n"),
    );
  });
});
