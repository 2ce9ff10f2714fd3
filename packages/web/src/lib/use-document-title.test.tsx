import { PRODUCT_NAME } from "@contour/core";
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { documentTitle, useDocumentTitle } from "./use-document-title";

test("a page of a workspace names the page, then the workspace, then Contour", () => {
  expect(documentTitle("Members", "Aziz Design")).toBe("Members · Aziz Design · Contour");
});

test("a page outside any workspace, or one still loading, leaves out what it does not know", () => {
  expect(documentTitle("Sign in")).toBe("Sign in · Contour");
  expect(documentTitle(undefined, "Aziz Design")).toBe("Aziz Design · Contour");
  expect(documentTitle(null, null)).toBe("Contour");
  expect(documentTitle("  ", " Aziz Design ")).toBe("Aziz Design · Contour");
});

function Titled({ page, workspace }: { page: string; workspace?: string }) {
  useDocumentTitle(page, workspace);
  return null;
}

test("the tab follows a rename and goes back to Contour when the page goes", () => {
  const { rerender, unmount } = render(<Titled page="Untitled" workspace="Aziz Design" />);
  expect(document.title).toBe("Untitled · Aziz Design · Contour");
  rerender(<Titled page="Front fender" workspace="Aziz Design" />);
  expect(document.title).toBe("Front fender · Aziz Design · Contour");
  unmount();
  expect(document.title).toBe(PRODUCT_NAME);
});
