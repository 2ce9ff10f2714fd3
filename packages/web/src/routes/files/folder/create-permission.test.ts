import { expect, test } from "vitest";
import { FILES_TEXT } from "../texts";
import { createPermission } from "./create-permission";

test("a viewer gets the viewer tooltips, whatever the folder", () => {
  expect(createPermission(true, true)).toEqual({
    canCreate: false,
    fileTooltip: FILES_TEXT.viewerNoNewFile,
    folderTooltip: FILES_TEXT.viewerNoNewFolder,
  });
});

test("a read-only folder gets the permission tooltips; an editable one none", () => {
  expect(createPermission(false, false).fileTooltip).toBe(FILES_TEXT.noPermissionNewFile);
  expect(createPermission(false, false).folderTooltip).toBe(FILES_TEXT.noPermissionNewFolder);
  expect(createPermission(true, false)).toEqual({
    canCreate: true,
    fileTooltip: null,
    folderTooltip: null,
  });
});
