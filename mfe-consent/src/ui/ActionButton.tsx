import type { ReactNode } from "react";
import "./buttons.css";

export interface ActionButtonProps {
  readonly children: ReactNode;
  readonly onClick: () => void;
  /** The action the dialog suggests (filled). */
  readonly primary?: boolean;
}

/** A button of the consent team's dialogs (consent banner, country picker). */
export function ActionButton({ children, onClick, primary = false }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={`cns-button${primary ? " cns-button--primary" : ""}`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
