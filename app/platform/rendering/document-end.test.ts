import { describe, expect, it } from "vitest";
import { documentEndMover } from "./document-end";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function run(chunks: string[]): string {
  const mover = documentEndMover();
  const out = chunks.flatMap((chunk) => mover.write(encoder.encode(chunk)));
  return [...out, ...mover.end()].map((bytes) => decoder.decode(bytes)).join("");
}

const shell = "<!DOCTYPE html><html><head><title>x</title></head><body><p>a</p></body></html>";
const streamed = '<script>enqueue("</body>")</script><div hidden id="S:0">b</div><script>$RC()</script>';
const expected = "<!DOCTYPE html><html><head><title>x</title></head><body><p>a</p>" + streamed + "</body></html>";

describe("the document's closing tags", () => {
  it("move after what is streamed after the shell", () => {
    expect(run([shell, streamed])).toBe(expected);
    expect(run([shell + streamed])).toBe(expected);
  });

  it("are found when split over two chunks at any byte", () => {
    const whole = shell + streamed;
    for (let cut = 1; cut < whole.length; cut++) {
      expect(run([whole.slice(0, cut), whole.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("leave a document without them, or ending with them, as it is", () => {
    expect(run(["<p>a</p><", "/bod", "y>"])).toBe("<p>a</p></body>");
    expect(run([shell])).toBe(shell);
  });
});
