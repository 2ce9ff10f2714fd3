import { afterEach, expect, test } from "vitest";
import { isInPage, isTyping } from "./key-target";

afterEach(() => {
  document.body.innerHTML = "";
});

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No #${id}`);
  return element;
}

test("a text field keeps its keys; a row's checkbox does not", () => {
  document.body.innerHTML =
    '<input id="name" /><input id="pick" type="checkbox" /><textarea id="note"></textarea><div id="row"></div>';
  expect(isTyping(byId("name"))).toBe(true);
  expect(isTyping(byId("note"))).toBe(true);
  expect(isTyping(byId("pick"))).toBe(false);
  expect(isTyping(byId("row"))).toBe(false);
});

test("a key is the page's on its items or with nothing focused, not elsewhere", () => {
  document.body.innerHTML = '<div id="page"><div id="row"></div></div><div id="menu"></div>';
  const page = byId("page");
  expect(isInPage(byId("row"), page)).toBe(true);
  expect(isInPage(document.body, page)).toBe(true);
  expect(isInPage(byId("menu"), page)).toBe(false);
});
