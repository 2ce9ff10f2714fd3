import { expect, test } from "vitest";
import { renderChangelogMarkdown } from "./changelog-markdown.js";

test("renders Markdown: paragraphs, emphasis, lists and links", () => {
  const html = renderChangelogMarkdown(
    "Hello **world**\n\n- one\n- two\n\n[docs](https://x.test/d)",
  );
  expect(html).toContain("<p>Hello <strong>world</strong></p>");
  expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  expect(html).toContain(
    '<a href="https://x.test/d" target="_blank" rel="noopener noreferrer">docs</a>',
  );
});

test("drops scripts, event attributes, images, styles and javascript: links", () => {
  const html = renderChangelogMarkdown(
    [
      "<script>alert(1)</script>",
      '<p onclick="alert(2)" style="color:red">text</p>',
      "![x](https://x.test/pixel.png)",
      "[bad](javascript:alert(3))",
      '<a href="https://x.test" target="_self" rel="opener">own</a>',
      "<iframe src='https://x.test'></iframe>",
    ].join("\n\n"),
  );
  expect(html).not.toMatch(/script|onclick|style=|<img|javascript:|iframe|_self|opener"/);
  expect(html).toContain("<p>text</p>");
  expect(html).toContain('<a target="_blank" rel="noopener noreferrer">bad</a>');
});

test("the seeded entries, written as HTML, come out as they were", () => {
  const seeded = "<p>Every workspace starts with <strong>My files</strong>.</p>";
  expect(renderChangelogMarkdown(seeded)).toBe(seeded);
});
