import { describe, expect, it } from "vitest";
import { linkedStoryUuids, relatedStoryUuids } from "./story-references.ts";

const content = {
  component: "page",
  body: [
    {
      _uid: "1",
      component: "teaser",
      link: { fieldtype: "multilink", linktype: "story", id: "kitchen" },
      more: { fieldtype: "multilink", linktype: "url", id: "", url: "/salon/" },
      author: "jana",
    },
    {
      _uid: "2",
      component: "grid",
      columns: [
        {
          _uid: "3",
          component: "teaser",
          link: { fieldtype: "multilink", linktype: "story", id: "bath" },
        },
        { _uid: "4", component: "related", stories: ["bath", "bedroom", 7] },
        {
          _uid: "5",
          component: "richtext",
          text: {
            type: "doc",
            content: [
              {
                type: "paragraph",
                content: [
                  {
                    type: "text",
                    text: "Flur",
                    marks: [{ type: "link", attrs: { linktype: "story", uuid: "hall" } }],
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
};

describe("the stories a content tree refers to (link resolving)", () => {
  it("collects the story links at any depth once, rich text ones too, and no url links", () => {
    expect(linkedStoryUuids(content)).toEqual(["kitchen", "bath", "hall"]);
    expect(linkedStoryUuids([content, content])).toEqual(["kitchen", "bath", "hall"]);
  });

  it("collects the relations the component.field names ask for, single or listed", () => {
    expect(relatedStoryUuids(content, ["related.stories", "teaser.author"])).toEqual([
      "jana",
      "bath",
      "bedroom",
    ]);
    expect(relatedStoryUuids(content, ["grid.stories"])).toEqual([]);
    expect(relatedStoryUuids(content, [])).toEqual([]);
  });
});
