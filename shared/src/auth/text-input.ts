/**
 * The longest raw string any auth field looks at. Longer input is refused before it is trimmed,
 * normalised or matched, so a megabyte-long field costs one length comparison.
 */
export const maxRawTextLength = 1024;

/** C0/C1 control characters (NUL, tab, newline…) and surrogates left unpaired. */
const unsafeCharacter = /[\p{Cc}\p{Cs}]/u;

/** Whether the text holds characters nobody types: controls, NUL, unpaired surrogates. */
export function hasUnsafeCharacters(text: string): boolean {
  return unsafeCharacter.test(text);
}

/**
 * The number of characters (code points) a person sees in the text, so "Zoë🙂" counts 4 where
 * `length` says 5. Call it only on bounded text.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
