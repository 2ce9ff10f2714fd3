import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** Its own instance: nothing another module configures on the shared `marked` reaches it. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What an entry's HTML may hold: text formatting, lists, headings, quotes, code, tables and
 * links. No images (they would load from anywhere in every user's popup), no scripts, styles,
 * frames, forms or event attributes: the sanitizer drops every tag and attribute not listed.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Links leave the app in a new tab, without handing it window.opener or a referrer: whatever
  // target and rel the source gave are replaced.
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

/** Markdown (GitHub flavour) to HTML that is safe to put in every user's page. */
export function renderChangelogMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}
