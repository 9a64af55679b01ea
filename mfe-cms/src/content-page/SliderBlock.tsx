import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "./block-props.ts";
import { blocksField, textField } from "./block-fields.ts";
import { slideAfterStep, sliderMotion } from "./slider-motion.ts";

const positionMessage = msg({ id: "slider.position", message: "Slide {position} of {count}" });
const slideLabel = msg({ id: "slider.slideLabel", message: "{position} of {count}" });

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A content slider (catalogue spec point 2) of teasers or other blocks (`items`): a track that
 * scrolls by touch or trackpad, previous and next buttons, and the arrow keys anywhere inside it.
 * Each slide is a labelled group ("2 of 5"), and a polite status says which one is shown. With
 * reduced motion the track jumps instead of gliding (spec point 9); there is no autoplay, so
 * nothing moves that the shopper did not move.
 */
export function SliderBlock({ block, renderBlocks }: BlockProps) {
  const { _ } = useLingui();
  const items = blocksField(block, "items");
  const headline = textField(block, "headline");
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLDivElement>(null);

  const show = (index: number) => {
    setCurrent(index);
    const slide = track.current?.children[index];
    if (slide instanceof HTMLElement) {
      const { scrollBehavior } = sliderMotion(reducedMotion());
      track.current?.scrollTo({ left: slide.offsetLeft, behavior: scrollBehavior });
    }
  };
  const step = (by: number) => show(slideAfterStep(current, items.length, by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  const label = headline || _(msg({ id: "slider.label", message: "Slider" }));
  return (
    <section
      className="cms-slider"
      aria-roledescription={_(msg({ id: "slider.roledescription", message: "carousel" }))}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {headline ? <h2 className="cms-slider__headline">{headline}</h2> : null}
      <div className="cms-slider__controls">
        <button
          type="button"
          className="cms-slider__button"
          aria-label={_(msg({ id: "slider.previous", message: "Previous slide" }))}
          disabled={current === 0}
          onClick={() => step(-1)}
        >
          ‹
        </button>
        <p className="cms-slider__status" aria-live="polite">
          {_({ ...positionMessage, values: { position: current + 1, count: items.length } })}
        </p>
        <button
          type="button"
          className="cms-slider__button"
          aria-label={_(msg({ id: "slider.next", message: "Next slide" }))}
          disabled={current >= items.length - 1}
          onClick={() => step(1)}
        >
          ›
        </button>
      </div>
      <div className="cms-slider__track" ref={track}>
        {items.map((item, index) => (
          <div
            key={item._uid}
            className="cms-slider__slide"
            role="group"
            aria-roledescription={_(msg({ id: "slider.slide", message: "slide" }))}
            aria-label={_({ ...slideLabel, values: { position: index + 1, count: items.length } })}
          >
            {renderBlocks([item])}
          </div>
        ))}
      </div>
    </section>
  );
}
