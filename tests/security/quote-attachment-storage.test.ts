/**
 * Quote attachments cannot blow up storage (issue #41, class 3). Attack that succeeded before: 25 of 25 files
 * accepted on one quote, each `POST /v1/quotes/{id}/copy` stored every file again, and a deleted quote kept its
 * files, all of them as blobs in D1. Now the bytes live in R2 under the SHA-256 of their content (a copy shares
 * them), with caps per quote (count and bytes) and per customer, and an object is purged when no quote refers to it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import { call, createUser, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const MB = 1024 * 1024;

async function buyerOf(customerId: string) {
  const user = await createUser({ permissions: [{ customerId }] });
  return (await signIn(user.id, { customerId })).AccessToken;
}

async function newQuote(token: string): Promise<string> {
  const response = await call("/v1/quotes", { token, body: { title: "Bilagor" } });
  expect(response.status, response.text).toBe(201);
  return response.json.quoteId;
}

/** Bytes no other test uses: a random head, then `size` bytes in all. */
function fileBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  crypto.getRandomValues(bytes.subarray(0, Math.min(size, 64)));
  return bytes;
}

async function upload(token: string, quoteId: string, bytes: Uint8Array<ArrayBuffer>, name = "ritning.pdf") {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "application/pdf" }));
  const response = await app.request(
    `/v1/quotes/${quoteId}/attachments`,
    { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
    env,
  );
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

/** The downloaded file's status and SHA-256 (comparing megabytes element by element is slow). */
async function download(token: string, quoteId: string, attachmentId: string) {
  const response = await app.request(
    `/v1/quotes/${quoteId}/attachments/${attachmentId}`,
    { headers: { authorization: `Bearer ${token}` } },
    env,
  );
  return { status: response.status, sha256: await sha256Of(new Uint8Array(await response.arrayBuffer())) };
}

const attachmentsOf = async (token: string, quoteId: string) =>
  (await call(`/v1/quotes/${quoteId}`, { token })).json.attachments as { attachmentId: string; size: number }[];

async function sha256Of(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The R2 key the bytes are stored under: content-addressed. */
const keyOf = async (bytes: Uint8Array<ArrayBuffer>) => `attachments/sha256/${await sha256Of(bytes)}`;

async function storedObjects(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix: "attachments/", cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

const metadataRows = async (quoteId: string) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM quote_attachments WHERE quote_id = ?")
      .bind(quoteId)
      .first<{ n: number }>()
  )?.n;

describe("quote attachments: bounded storage in R2", () => {
  it("refuses an eleventh file with a Swedish 409 and keeps the ten already saved", async () => {
    const token = await buyerOf("10001");
    const quoteId = await newQuote(token);
    const files = Array.from({ length: 10 }, () => fileBytes(2000));
    const ids: string[] = [];
    for (const bytes of files) {
      const stored = await upload(token, quoteId, bytes);
      expect(stored.status).toBe(201);
      ids.push(stored.json.attachmentId);
    }
    const before = await storedObjects();
    const eleventh = await upload(token, quoteId, fileBytes(2000));
    expect(eleventh.status, eleventh.text).toBe(409);
    expect(eleventh.json.message).toBe(
      "En offert får ha högst 10 bilagor. Ta bort en bilaga innan du lägger till en ny. Filen sparades inte.",
    );
    expect(await storedObjects()).toBe(before);
    const kept = await attachmentsOf(token, quoteId);
    expect(kept).toHaveLength(10);
    expect(kept.map((a) => a.attachmentId).sort()).toEqual([...ids].sort());
    expect(await download(token, quoteId, ids[0])).toEqual({ status: 200, sha256: await sha256Of(files[0]) });
    // The bytes are in R2 under their hash, not in D1.
    expect(await env.FILES.head(await keyOf(files[0]))).not.toBeNull();
    const blob = await env.DB.prepare("SELECT length(data) AS n FROM quote_attachments WHERE quote_id = ? LIMIT 1")
      .bind(quoteId)
      .first<{ n: number | null }>();
    expect(blob?.n ?? 0).toBe(0);
  });

  it("refuses a file that would take the quote over 10 MB with a Swedish 413, keeping the quote as it was", async () => {
    const token = await buyerOf("10001");
    const quoteId = await newQuote(token);
    const files = Array.from({ length: 5 }, () => fileBytes(2 * MB));
    const ids: string[] = [];
    for (const bytes of files) {
      const stored = await upload(token, quoteId, bytes);
      expect(stored.status).toBe(201);
      ids.push(stored.json.attachmentId);
    }
    const over = await upload(token, quoteId, fileBytes(1000));
    expect(over.status, over.text).toBe(413);
    expect(over.json.message).toBe(
      "En offerts bilagor får vara högst 10 MB tillsammans. Ta bort en bilaga för att få plats. Filen sparades inte.",
    );
    const kept = await attachmentsOf(token, quoteId);
    expect(kept.map((a) => a.size)).toEqual(files.map(() => 2 * MB));
    expect((await download(token, quoteId, ids[4])).sha256).toBe(await sha256Of(files[4]));
  });

  it("refuses a file that would take the customer over 200 MB with a Swedish 413", async () => {
    const token = await buyerOf("10003");
    const stored = await newQuote(token);
    // What earlier uploads of customer 10003 left: 199 MB on another of its quotes.
    await env.DB.prepare(
      "INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data) VALUES ('qa-sec-full', ?, 'arkiv.zip', 'application/zip', ?, X'00')",
    )
      .bind(stored, 199 * MB)
      .run();
    const quoteId = await newQuote(token);
    const refusedFile = fileBytes(2 * MB);
    const refused = await upload(token, quoteId, refusedFile);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.json.message).toBe(
      "Företagets offertbilagor får vara högst 200 MB tillsammans. Ta bort bilagor från gamla offerter för att få plats. Filen sparades inte.",
    );
    expect(await env.FILES.head(await keyOf(refusedFile))).toBeNull();
    expect(await attachmentsOf(token, quoteId)).toEqual([]);
    // What still fits is accepted; the same bytes again cost the customer nothing (one object).
    const fits = fileBytes(MB / 2);
    expect((await upload(token, quoteId, fits)).status).toBe(201);
    expect((await upload(token, await newQuote(token), fits)).status).toBe(201);
    expect((await upload(token, quoteId, fileBytes(MB))).status).toBe(413);
  });

  it("shares the stored objects with a copy instead of storing the files again", async () => {
    const token = await buyerOf("10001");
    const quoteId = await newQuote(token);
    const files = Array.from({ length: 3 }, () => fileBytes(2 * MB));
    for (const bytes of files) expect((await upload(token, quoteId, bytes)).status).toBe(201);
    const before = await storedObjects();
    const copies: string[] = [];
    for (let n = 0; n < 3; n++) {
      const copy = await call(`/v1/quotes/${quoteId}/copy`, { token, method: "POST" });
      expect(copy.status, copy.text).toBe(201);
      copies.push(copy.json.quoteId);
    }
    expect(await storedObjects()).toBe(before);
    const copied = await attachmentsOf(token, copies[2]);
    expect(copied).toHaveLength(3);
    const downloaded = await Promise.all(
      copied.map(async (a) => (await download(token, copies[2], a.attachmentId)).sha256),
    );
    expect(downloaded.sort()).toEqual((await Promise.all(files.map(sha256Of))).sort());
  });

  it("purges an object from R2 when the last quote referring to it is deleted", async () => {
    const token = await buyerOf("10001");
    const quoteId = await newQuote(token);
    const [kept, removed] = [fileBytes(4000), fileBytes(4000)];
    expect((await upload(token, quoteId, kept)).status).toBe(201);
    const single = await upload(token, quoteId, removed);
    const removal = await call(`/v1/quotes/${quoteId}/attachments/${single.json.attachmentId}`, {
      token,
      method: "DELETE",
    });
    expect(removal.status).toBe(204);
    expect(await env.FILES.head(await keyOf(removed))).toBeNull();

    const copy = (await call(`/v1/quotes/${quoteId}/copy`, { token, method: "POST" })).json.quoteId as string;
    const deleted = await call(`/v1/quotes?quoteIds=${quoteId}`, { token, method: "DELETE" });
    expect(deleted.json).toEqual({ deleted: 1 });
    expect(await metadataRows(quoteId)).toBe(0);
    // The copy still refers to the object: it stays, and downloads.
    expect(await env.FILES.head(await keyOf(kept))).not.toBeNull();
    const [onCopy] = await attachmentsOf(token, copy);
    expect((await download(token, copy, onCopy.attachmentId)).sha256).toBe(await sha256Of(kept));
    await call(`/v1/quotes?quoteIds=${copy}`, { token, method: "DELETE" });
    expect(await metadataRows(copy)).toBe(0);
    expect(await env.FILES.head(await keyOf(kept))).toBeNull();
  });

  it("moves files stored in D1 before R2 when they are read or copied, and refuses a copy over the caps", async () => {
    const token = await buyerOf("10005");
    const quoteId = await newQuote(token);
    const [read, old] = [fileBytes(3000), fileBytes(3000)];
    for (const [id, bytes] of [
      ["qa-old-read", read],
      ["qa-old-copied", old],
    ] as const)
      await env.DB.prepare(
        "INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data) VALUES (?, ?, 'gammal.pdf', 'application/pdf', ?, ?)",
      )
        .bind(id, quoteId, bytes.byteLength, bytes)
        .run();
    const whereIs = async (id: string) =>
      env.DB.prepare("SELECT object_key, length(data) AS blob FROM quote_attachments WHERE id = ?")
        .bind(id)
        .first<{ object_key: string | null; blob: number }>();
    expect(await download(token, quoteId, "qa-old-read")).toEqual({ status: 200, sha256: await sha256Of(read) });
    expect(await whereIs("qa-old-read")).toEqual({ object_key: await keyOf(read), blob: 0 });
    expect(await whereIs("qa-old-copied")).toEqual({ object_key: null, blob: 3000 });

    const copy = await call(`/v1/quotes/${quoteId}/copy`, { token, method: "POST" });
    expect(copy.status, copy.text).toBe(201);
    expect(await whereIs("qa-old-copied")).toEqual({ object_key: await keyOf(old), blob: 0 });
    const copied = await attachmentsOf(token, copy.json.quoteId);
    const downloaded = await Promise.all(
      copied.map(async (a) => (await download(token, copy.json.quoteId, a.attachmentId)).sha256),
    );
    expect(downloaded.sort()).toEqual([await sha256Of(read), await sha256Of(old)].sort());

    // A quote given eleven files before the caps existed cannot be copied: nothing is made.
    const crowded = await newQuote(token);
    for (let n = 0; n < 11; n++)
      await env.DB.prepare(
        "INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data, object_key) VALUES (?, ?, 'a.pdf', 'application/pdf', 10, X'', ?)",
      )
        .bind(`qa-crowded-${n}-${crypto.randomUUID()}`, crowded, await keyOf(old))
        .run();
    const quotesBefore = (await call("/v1/quotes", { token })).json.total;
    const refused = await call(`/v1/quotes/${crowded}/copy`, { token, method: "POST" });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.message).toBe("Offerten har fler än 10 bilagor och kan inte kopieras. Ta bort bilagor först.");
    expect((await call("/v1/quotes", { token })).json.total).toBe(quotesBefore);
  });

  it("lets no more than ten of fifteen parallel uploads onto one quote", async () => {
    const token = await buyerOf("10002");
    const quoteId = await newQuote(token);
    const before = await storedObjects();
    const answers = await Promise.all(Array.from({ length: 15 }, () => upload(token, quoteId, fileBytes(3000))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect(await attachmentsOf(token, quoteId)).toHaveLength(10);
    expect(await metadataRows(quoteId)).toBe(10);
    // Nothing of a refused upload stays in R2.
    expect(await storedObjects()).toBe(before + 10);
  });
});
