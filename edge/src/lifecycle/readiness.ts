/**
 * Whether this instance takes new work (issue 25, point 3). A balancer asks `/readyz` and stops
 * sending requests once an instance drains; `/healthz` keeps saying whether it can serve at all.
 */
export class Readiness {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on `/readyz` answers 503: the instance is about to stop. */
  drain(): void {
    this.#draining = true;
  }
}
