/**
 * Holds a form's submission while its code is still on the way (decision 0068): the server's
 * form would otherwise go out as the browser's own request, a page load with the shopper's
 * e-mail address in its query. The submission is kept, the last one only, and sent again once
 * the form has hydrated. Returns the function that stops holding and sends the kept one.
 */
export function holdSubmissions(element: HTMLElement): () => void {
  let kept: { readonly form: HTMLFormElement; readonly submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    kept = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  element.addEventListener("submit", hold, { capture: true });
  return () => {
    element.removeEventListener("submit", hold, { capture: true });
    const submission = kept;
    kept = undefined;
    if (!submission?.form.isConnected) return;
    const { form, submitter } = submission;
    const button = submitter instanceof HTMLButtonElement && submitter.form === form;
    // After React has run what the hydration's own effects started (decision 0058 takes the
    // fields typed meanwhile into the form's state).
    setTimeout(() => form.requestSubmit(button ? submitter : null), 0);
  };
}
