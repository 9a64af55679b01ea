/**
 * A place another slice's fragment fills (decision 0055): empty here, filled by the edge with
 * that fragment's container, which the shell hydrates on its own. Its inner markup is never
 * React's: hydration and later renders leave it as the edge wrote it.
 */
export function FragmentSlot({ id }: { readonly id: string }) {
  return (
    <div
      data-fragment-slot={id}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
