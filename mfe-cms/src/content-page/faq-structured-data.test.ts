import { describe, expect, it } from "vitest";
import { faqStructuredData } from "./faq-structured-data.ts";

describe("the FAQ's structured data", () => {
  it("names each question and its answer, rich text as its markup", () => {
    const items = [
      {
        _uid: "1",
        component: "faq_item",
        question: "Wie lange dauert der Versand?",
        answer: "2–4 Tage",
      },
      {
        _uid: "2",
        component: "faq_item",
        question: "Kann ich zurückgeben?",
        answer: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "30 Tage lang." }] }],
        },
      },
    ];
    expect(JSON.parse(faqStructuredData(items))).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Wie lange dauert der Versand?",
          acceptedAnswer: { "@type": "Answer", text: "2–4 Tage" },
        },
        {
          "@type": "Question",
          name: "Kann ich zurückgeben?",
          acceptedAnswer: { "@type": "Answer", text: "<p>30 Tage lang.</p>" },
        },
      ],
    });
  });

  it("cannot close its script element", () => {
    const items = [{ _uid: "1", component: "faq_item", question: "</script><b>", answer: "" }];
    expect(faqStructuredData(items)).not.toContain("<");
    expect(faqStructuredData(items)).toContain("\\u003c/script>");
  });
});
