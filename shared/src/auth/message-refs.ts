function queryOf(params: Readonly<Record<string, number>>): string {
  return new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString();
}

/**
 * A field's problems as one string, the form library's error type: each issue is its message key
 * with its parameters as a query (`reset-password.fields.new-password.min?min=10`), issues are
 * separated by spaces (keys hold none). The form turns them back into translated sentences.
 */
export function messageRefs(
  issues: readonly {
    readonly key: string;
    readonly params?: Readonly<Record<string, number>> | undefined;
  }[],
): string {
  return issues.map(({ key, params }) => (params ? `${key}?${queryOf(params)}` : key)).join(" ");
}

/** One message to show: its key (the spec's translation key) and its parameters. */
export interface MessageRef {
  readonly key: string;
  readonly params: Readonly<Record<string, number>>;
}

/** The messages of a field's error string (see `messageRefs`); any other text is one key. */
export function parseMessageRefs(refs: string): MessageRef[] {
  return refs
    .split(" ")
    .filter(Boolean)
    .map((ref) => {
      const [key = "", query = ""] = ref.split("?");
      const params = Object.fromEntries(
        [...new URLSearchParams(query)].map(([name, value]) => [name, Number(value)]),
      );
      return { key, params };
    });
}
