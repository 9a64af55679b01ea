import { Trans } from "@lingui/react/macro";
import { useId } from "react";

export interface ConsentToggleProps {
  /** The toggle's accessible name (a category's or a service's title). */
  readonly label: string;
  /** Show the label beside the switch (services); a category's title is its accordion button. */
  readonly showLabel: boolean;
  readonly checked: boolean;
  /** Required services and categories: disabled and labelled 'always active' (catalogue spec point 5). */
  readonly required: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** A consent switch: a checkbox with the switch role. */
export function ConsentToggle({
  label,
  showLabel,
  checked,
  required,
  onChange,
}: ConsentToggleProps) {
  const noteId = useId();
  return (
    <label className="cns-toggle">
      <input
        type="checkbox"
        role="switch"
        className="cns-toggle__input"
        checked={checked}
        disabled={required}
        aria-label={showLabel ? undefined : label}
        aria-describedby={required ? noteId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {showLabel ? <span className="cns-toggle__label">{label}</span> : null}
      {required ? (
        <span id={noteId} className="cns-toggle__note">
          <Trans id="consent.alwaysActive">always active</Trans>
        </span>
      ) : null}
    </label>
  );
}
