import { useId, useState, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { Rating } from "@shop/shared";

interface PanelProps {
  readonly title: ReactNode;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/** One accordion (catalogue spec point 4: open or closed), a heading with a disclosure button. */
function Panel({ title, open, onToggle, children }: PanelProps) {
  const id = useId();
  return (
    <section className="cat-panel">
      <h2 className="cat-panel__heading">
        <button
          type="button"
          className="cat-panel__button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
        >
          {title}
        </button>
      </h2>
      <div id={id} className="cat-panel__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

type PanelName = "reviews" | "warnings" | "downloads";

interface Props {
  readonly rating: Rating | undefined;
  readonly warnings: readonly string[];
  readonly downloads: readonly { readonly label: string; readonly href: string }[];
}

/**
 * The review, warnings and downloads panels, all closed at first. The page renders them with
 * the product as key, so selecting a new product closes them again (catalogue spec point 4).
 */
export function InfoPanels({ rating, warnings, downloads }: Props) {
  const [open, setOpen] = useState<ReadonlySet<PanelName>>(new Set());
  const toggle = (name: PanelName) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const value = rating?.value ?? 0;
  const count = rating?.quantity ?? 0;
  return (
    <div className="cat-panels">
      <Panel
        title={<Trans id="product.reviews">Reviews</Trans>}
        open={open.has("reviews")}
        onToggle={() => toggle("reviews")}
      >
        {rating ? (
          <p>
            <Trans id="product.reviewSummary">
              Average rating {value} out of 5 from {count} reviews.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans id="product.noReviews">No reviews yet.</Trans>
          </p>
        )}
      </Panel>
      {warnings.length > 0 ? (
        <Panel
          title={<Trans id="product.warnings">Safety warnings</Trans>}
          open={open.has("warnings")}
          onToggle={() => toggle("warnings")}
        >
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {downloads.length > 0 ? (
        <Panel
          title={<Trans id="product.downloads">Downloads</Trans>}
          open={open.has("downloads")}
          onToggle={() => toggle("downloads")}
        >
          <ul>
            {downloads.map((download) => (
              <li key={download.href}>
                <a href={download.href}>{download.label}</a>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </div>
  );
}
