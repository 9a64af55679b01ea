import { describe, expect, it } from "vitest";
import { isRichTextDocument, richTextSegments, type RichTextDocument } from "./rich-text.ts";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const doc = (...content: Record<string, unknown>[]): RichTextDocument => ({ type: "doc", content });
const html = (document: RichTextDocument) =>
  richTextSegments(document)
    .map((segment) => (segment.kind === "html" ? segment.html : "[blocks]"))
    .join("");

describe("rich text (catalogue spec point 3)", () => {
  it("renders paragraphs, headings with their level, lists, code, quotes, rules and tables", () => {
    expect(
      html(
        doc(
          { type: "heading", attrs: { level: 3 }, content: [text("Pflege")] },
          paragraph(text("Sanft waschen")),
          {
            type: "bullet_list",
            content: [{ type: "list_item", content: [paragraph(text("kalt"))] }],
          },
          {
            type: "ordered_list",
            content: [{ type: "list_item", content: [paragraph(text("eins"))] }],
          },
          { type: "code_block", content: [text("a < b")] },
          { type: "blockquote", content: [paragraph(text("Zitat"))] },
          { type: "horizontal_rule" },
          {
            type: "table",
            content: [
              {
                type: "tableRow",
                content: [{ type: "tableHeader", content: [paragraph(text("Größe"))] }],
              },
              {
                type: "tableRow",
                content: [{ type: "tableCell", content: [paragraph(text("56"))] }],
              },
            ],
          },
        ),
      ),
    ).toBe(
      "<h3>Pflege</h3><p>Sanft waschen</p><ul><li><p>kalt</p></li></ul><ol><li><p>eins</p></li></ol>" +
        "<pre><code>a &lt; b</code></pre><blockquote><p>Zitat</p></blockquote><hr>" +
        "<table><thead><tr><th><p>Größe</p></th></tr></thead><tbody><tr><td><p>56</p></td></tr></tbody></table>",
    );
  });

  it("renders the marks: bold, italic, link, styled, highlight and text colour", () => {
    expect(
      html(
        doc(
          paragraph(
            text("fett", [{ type: "bold" }]),
            text("schräg", [{ type: "italic" }]),
            text("hier", [{ type: "link", attrs: { href: "/de/kueche/", target: "_blank" } }]),
            text("Stil", [{ type: "styled", attrs: { class: "cms-note" } }]),
            text("gelb", [{ type: "highlight", attrs: { color: "#ff0" } }]),
            text("rot", [{ type: "textStyle", attrs: { color: "#c00" } }]),
          ),
        ),
      ),
    ).toBe(
      '<p><strong>fett</strong><em>schräg</em><a href="/de/kueche/" target="_blank">hier</a>' +
        '<span class="cms-note">Stil</span><mark style="background-color: #ff0;">gelb</mark>' +
        '<span style="color: #c00;">rot</span></p>',
    );
  });

  it("escapes text and attributes, and shows emoji", () => {
    expect(
      html(
        doc(
          paragraph(
            text('<script>alert("x")</script>', [{ type: "link", attrs: { href: '/"x' } }]),
          ),
          { type: "emoji", attrs: { emoji: "🙂", name: "smile" } },
        ),
      ),
    ).toBe(
      '<p><a href="/&quot;x">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</a></p>' +
        '<span data-emoji="🙂" data-name="smile">🙂</span>',
    );
  });

  it("serves content images as webp in quality 70, loaded lazily", () => {
    expect(
      html(
        doc({
          type: "image",
          attrs: { src: "https://a.storyblok.com/f/1/bett.jpg", alt: "Bett", title: "Bett" },
        }),
      ),
    ).toBe(
      '<img src="https://a.storyblok.com/f/1/bett.jpg/m/filters:quality(70):format(webp)" alt="Bett" title="Bett" loading="lazy">',
    );
  });

  it("cuts the document at embedded blocks, which render as blocks", () => {
    const hero = { _uid: "h", component: "hero", headline: "Mitten drin" };
    expect(
      richTextSegments(
        doc(
          paragraph(text("vorher")),
          { type: "blok", attrs: { body: [hero, { nothing: true }] } },
          { type: "blok", attrs: { body: [] } },
          paragraph(text("nachher")),
        ),
      ),
    ).toEqual([
      { kind: "html", html: "<p>vorher</p>" },
      { kind: "blocks", blocks: [hero] },
      { kind: "html", html: "<p>nachher</p>" },
    ]);
  });

  it("knows a rich text document from anything else", () => {
    expect(isRichTextDocument(doc())).toBe(true);
    expect(isRichTextDocument({ type: "doc" })).toBe(false);
    expect(isRichTextDocument("Text")).toBe(false);
  });
});
