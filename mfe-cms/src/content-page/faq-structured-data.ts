import type { ContentBlock } from "@shop/shared";
import { textField } from "./block-fields.ts";
import { isRichTextDocument, richTextSegments } from "./rich-text.ts";

/** An answer's text for structured data: its rich text's markup, or its plain text. */
function answerText(item: ContentBlock): string {
  const answer = item.answer;
  if (!isRichTextDocument(answer)) return textField(item, "answer");
  return richTextSegments(answer)
    .map((segment) => (segment.kind === "html" ? segment.html : ""))
    .join("");
}

/**
 * The FAQ's schema.org `FAQPage` (issue 19, point 4), as JSON safe inside a `script` element:
 * `<` is escaped, so no answer can close the element.
 */
export function faqStructuredData(items: readonly ContentBlock[]): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: textField(item, "question"),
      acceptedAnswer: { "@type": "Answer", text: answerText(item) },
    })),
  };
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
