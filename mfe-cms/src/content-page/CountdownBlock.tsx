import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";
import { remainingUntil, type Remaining } from "./countdown.ts";

/**
 * A countdown to a moment (`end`, read as UTC): its headline, then the days, hours and minutes
 * left, updated every minute in the browser; once it has passed, its `expiredText`. The server
 * and the first browser render show the headline only (the clock is read in an effect, so both
 * render the same).
 */
export function CountdownBlock({ block }: BlockProps) {
  const end = textField(block, "end");
  const [remaining, setRemaining] = useState<Remaining | undefined | "unknown">("unknown");
  useEffect(() => {
    const tick = () => setRemaining(remainingUntil(end, Date.now()));
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [end]);
  return (
    <section className="cms-countdown">
      <h2 className="cms-countdown__headline">{textField(block, "headline")}</h2>
      {remaining === "unknown" ? null : remaining ? (
        <TimeLeft {...remaining} />
      ) : (
        <p className="cms-countdown__left">{textField(block, "expiredText")}</p>
      )}
    </section>
  );
}

function TimeLeft({ days, hours, minutes }: Remaining) {
  return (
    <p className="cms-countdown__left" role="timer">
      <Trans id="countdown.left">
        {days} d {hours} h {minutes} min left
      </Trans>
    </p>
  );
}
