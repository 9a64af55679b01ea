import { Trans } from "@lingui/react/macro";
import {
  serviceStatus,
  withCategory,
  type ConsentCategory,
  type ServiceStatus,
} from "@shop/shared";
import { ConsentCategoryPanel } from "./ConsentCategoryPanel.tsx";

export interface ConsentSecondLayerProps {
  readonly categories: readonly ConsentCategory[];
  /** The selection being made; saved only with a button of the layer's footer. */
  readonly draft: ServiceStatus;
  readonly onDraftChange: (draft: ServiceStatus) => void;
}

/** The second layer's body (core spec point 2): one accordion with toggles per category. */
export function ConsentSecondLayer({ categories, draft, onDraftChange }: ConsentSecondLayerProps) {
  return (
    <>
      <p className="cns-banner__text">
        <Trans id="consent.settings.text">
          Choose which services you allow. Essential services keep the shop working and are always
          active.
        </Trans>
      </p>
      <ul className="cns-categories">
        {categories.map((category) => (
          <ConsentCategoryPanel
            key={category.group}
            category={category}
            status={draft}
            onCategoryChange={(on) =>
              onDraftChange(withCategory(categories, draft, category.group, on))
            }
            onServiceChange={(service, on) =>
              onDraftChange(serviceStatus(categories, { ...draft, [service]: on }))
            }
          />
        ))}
      </ul>
    </>
  );
}
