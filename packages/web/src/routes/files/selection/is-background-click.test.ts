import { afterEach, expect, test } from "vitest";
import { isBackgroundClick } from "./is-background-click";

afterEach(() => {
  document.body.innerHTML = "";
});

function mount(html: string): void {
  document.body.innerHTML = html;
}

function byId(id: string): Element {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No #${id}`);
  return element;
}

test("empty space in the page is background", () => {
  mount('<main id="main"><section id="files"><h2 id="heading">Files</h2></section></main>');
  expect(isBackgroundClick(byId("main"))).toBe(true);
  expect(isBackgroundClick(byId("heading"))).toBe(true);
});

test("a card, or anything inside one, is not", () => {
  mount('<div data-item-key="workbench:1" id="card"><img id="thumb" alt="" /></div>');
  expect(isBackgroundClick(byId("card"))).toBe(false);
  expect(isBackgroundClick(byId("thumb"))).toBe(false);
});

test("menus, modals and toasts in a portal are not", () => {
  mount('<div data-portal="true"><div role="menu"><button id="item">Move</button></div></div>');
  expect(isBackgroundClick(byId("item"))).toBe(false);
});

test("a target already removed from the page is not", () => {
  mount('<div id="gone"></div>');
  const gone = byId("gone");
  gone.remove();
  expect(isBackgroundClick(gone)).toBe(false);
});

test("no element is not", () => {
  expect(isBackgroundClick(null)).toBe(false);
  expect(isBackgroundClick(window)).toBe(false);
});
