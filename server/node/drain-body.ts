/**
 * A request body the API reads through, whose unread rest the host can discard afterwards.
 *
 * The API refuses an oversized or unauthorised upload before reading it (wire/body-limits.ts),
 * so nothing is buffered. But an HTTP/1.1 client still writing its body when the answer comes
 * back may lose that answer to a reset connection and show a network error instead of the 413.
 * So the host reads the rest and throws it away (no memory held) before it answers; past
 * `maxDiscardBytes` it gives up and the connection is closed.
 */
export function drainableBody(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let finished = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) {
          finished = true;
          controller.close();
        } else {
          controller.enqueue(chunk.value);
        }
      },
    },
    // Pull only what the API asks for: no read-ahead past a refusal.
    { highWaterMark: 0 },
  );

  /** True when the whole body has been read (by the API or now, discarded). */
  async function discardRest(maxDiscardBytes: number): Promise<boolean> {
    let discarded = 0;
    while (!finished) {
      const chunk = await reader.read();
      if (chunk.done) {
        finished = true;
        break;
      }
      discarded += chunk.value.byteLength;
      if (discarded > maxDiscardBytes) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
    return true;
  }

  return { stream, discardRest };
}
