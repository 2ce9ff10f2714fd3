import { expect, test } from "vitest";
import { pickerTitle } from "./picker-title";

const file = { type: "workbench" } as const;
const folder = { type: "folder" } as const;

test("one item: the spec's titles", () => {
  expect(pickerTitle("move", [file])).toBe("Move File");
  expect(pickerTitle("move", [folder])).toBe("Move Folder");
  expect(pickerTitle("duplicate", [file])).toBe("Duplicate File");
});

test("several items of one kind read in the plural", () => {
  expect(pickerTitle("move", [file, file])).toBe("Move Files");
  expect(pickerTitle("move", [folder, folder, folder])).toBe("Move Folders");
  expect(pickerTitle("duplicate", [file, file])).toBe("Duplicate Files");
});

test("files and folders together name both", () => {
  expect(pickerTitle("move", [file, folder])).toBe("Move Files and Folders");
  expect(pickerTitle("move", [folder, file, file])).toBe("Move Files and Folders");
});
