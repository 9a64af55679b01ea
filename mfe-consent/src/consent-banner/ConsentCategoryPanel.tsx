import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { categoryIsOn, type ConsentCategory, type ServiceStatus } from "@shop/shared";
import { categoryMessages, serviceMessages } from "./consent-messages.ts";
import { ConsentToggle } from "./ConsentToggle.tsx";

export interface ConsentCategoryPanelProps {
  readonly category: ConsentCategory;
  readonly status: ServiceStatus;
  /** The category's toggle: all its services on or off. */
  readonly onCategoryChange: (on: boolean) => void;
  readonly onServiceChange: (service: string, on: boolean) => void;
}

/** One category of the second layer: an accordion with the category's toggle and its services. */
export function ConsentCategoryPanel({
  category,
  status,
  onCategoryChange,
  onServiceChange,
}: ConsentCategoryPanelProps) {
  const { _ } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const messages = categoryMessages[category.group];
  const title = messages ? _(messages.title) : category.group;
  return (
    <li className="cns-category">
      <div className="cns-category__header">
        <h3 className="cns-category__title">
          <button
            type="button"
            className="cns-category__disclosure"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded(!expanded)}
          >
            {title}
          </button>
        </h3>
        <ConsentToggle
          label={title}
          showLabel={false}
          checked={categoryIsOn(category, status)}
          required={category.required}
          onChange={onCategoryChange}
        />
      </div>
      <div id={panelId} className="cns-category__panel" hidden={!expanded}>
        {messages ? <p className="cns-category__text">{_(messages.text)}</p> : null}
        <ul className="cns-services">
          {category.services.map((service) => {
            const text = serviceMessages[service.name];
            return (
              <li key={service.name} className="cns-service">
                <ConsentToggle
                  label={text ? _(text.title) : service.name}
                  showLabel
                  checked={status[service.name] === true}
                  required={service.required || category.required}
                  onChange={(on) => onServiceChange(service.name, on)}
                />
                {text ? <p className="cns-service__text">{_(text.text)}</p> : null}
                <p className="cns-service__company">{service.company}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
