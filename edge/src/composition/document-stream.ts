const waiting = Symbol("waiting");

/** Resolves after everything already resolvable has run (all pending microtasks). */
function nextTurn(): Promise<typeof waiting> {
  return new Promise((resolve) => setImmediate(() => resolve(waiting)));
}

/**
 * Streams a document's parts as UTF-8, in as few chunks as possible: parts that are ready
 * together go out as one chunk, and a chunk is sent as soon as the next part has to wait (for a
 * slow fragment, say). The browser gets the head early without paying for a flush per part.
 */
export function documentStream(parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: Promise<IteratorResult<string>> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let buffer = "";
      for (;;) {
        const next = pending ?? parts.next();
        pending = undefined;
        const result = buffer ? await Promise.race([next, nextTurn()]) : await next;
        if (result === waiting) {
          pending = next;
          break;
        }
        if (result.done) {
          if (buffer) controller.enqueue(encoder.encode(buffer));
          controller.close();
          return;
        }
        buffer += result.value;
      }
      controller.enqueue(encoder.encode(buffer));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
