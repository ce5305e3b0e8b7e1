import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { FakeTusServer } from "@/test/fake-tus-server.ts";
import { UPLOAD_ENDPOINT, uploadVideoFile } from "./upload-video-file.ts";

// The tests run in Node, where the package would give its Node build; the app is bundled with the
// browser build (XMLHttpRequest, localStorage), so that is the one tested.
vi.mock("tus-js-client", () => vi.importActual("tus-js-client/lib.es5/browser/index.js"));

let server: FakeTusServer;
beforeEach(() => {
  localStorage.clear();
  server = new FakeTusServer();
  vi.stubGlobal("XMLHttpRequest", server.xhr());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A video file of `size` bytes whose every byte says where it is. */
function videoFile(size: number, name = "knee.mp4") {
  const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
  return { bytes, file: new File([bytes], name, { type: "video/mp4", lastModified: 1_700_000_000_000 }) };
}

const patches = () => server.requests.filter((r) => r.method === "PATCH").map((r) => Number(r.headers["upload-offset"]));
const creations = () => server.requests.filter((r) => r.method === "POST");

describe("uploading a video by tus", () => {
  it("creates the upload with its name and type, sends every byte, and answers the upload's id", async () => {
    const { bytes, file } = videoFile(100_000);
    const progress: Array<[number, number]> = [];
    const id = await uploadVideoFile(file, { onProgress: (sent, total) => progress.push([sent, total]) }).done;
    const [creation] = creations();
    expect(creation!.path).toBe(UPLOAD_ENDPOINT);
    expect(creation!.headers["upload-length"]).toBe("100000");
    expect(creation!.headers["upload-metadata"]).toBe(`filename ${btoa("knee.mp4")},filetype ${btoa("video/mp4")}`);
    expect(id).toBe("u1");
    expect(server.uploads.get(id)!.bytes).toEqual(bytes);
    expect(progress.at(-1)).toEqual([100_000, 100_000]);
  });

  it("after a dropped connection, asks the server where it stands and sends the rest from there", async () => {
    const { bytes, file } = videoFile(100_000);
    server.cutNextPatchAfter = 40_000;
    const id = await uploadVideoFile(file, { onProgress: () => {} }).done;
    // One upload; the second PATCH went on from the 40,000 bytes the server had, after a HEAD.
    expect(creations()).toHaveLength(1);
    expect(patches()).toEqual([0, 40_000]);
    const methods = server.requests.map((r) => r.method);
    expect(methods.slice(methods.indexOf("PATCH") + 1)).toEqual(["HEAD", "PATCH"]);
    expect(server.uploads.get(id)!.bytes).toEqual(bytes);
  });

  it("picks up an unfinished upload of the same file (a page reloaded) from the server's offset", async () => {
    const { bytes, file } = videoFile(100_000);
    // The connection drops part-way and the network stays down; the client tries again, and the
    // person leaves the page.
    server.cutNextPatchAfter = 30_000;
    server.downAfterCut = true;
    const first = uploadVideoFile(file, { onProgress: () => {} });
    await vi.waitFor(() => expect(server.requests.at(-1)!.method).toBe("HEAD"));
    expect(server.uploads.get("u1")!.offset).toBe(30_000);
    await first.pause();

    server.down = false;
    const onResume = vi.fn();
    const id = await uploadVideoFile(file, { onProgress: () => {}, onResume }).done;
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(id).toBe("u1");
    expect(creations()).toHaveLength(1);
    expect(patches().at(-1)).toBe(30_000);
    expect(server.uploads.get(id)!.bytes).toEqual(bytes);
    // Finished, it is forgotten: the same file picked again is a new upload.
    expect(Object.keys(localStorage).filter((k) => k.startsWith("tus::"))).toEqual([]);
  });

  it("does not take another file's unfinished upload for this one's", async () => {
    server.cutNextPatchAfter = 10_000;
    server.downAfterCut = true;
    const other = uploadVideoFile(videoFile(50_000, "other.mp4").file, { onProgress: () => {} });
    await vi.waitFor(() => expect(server.requests.at(-1)!.method).toBe("HEAD"));
    await other.pause();

    server.down = false;
    const onResume = vi.fn();
    const id = await uploadVideoFile(videoFile(50_000).file, { onProgress: () => {}, onResume }).done;
    expect(onResume).not.toHaveBeenCalled();
    expect(id).toBe("u2");
  });

  it("Cancel deletes what was sent on the server", async () => {
    const { file } = videoFile(100_000);
    server.cutNextPatchAfter = 20_000;
    server.downAfterCut = true;
    const upload = uploadVideoFile(file, { onProgress: () => {} });
    await vi.waitFor(() => expect(server.requests.at(-1)!.method).toBe("HEAD"));
    expect(server.uploads.get("u1")!.offset).toBe(20_000);
    server.down = false;
    await upload.cancel();
    expect(server.requests.at(-1)).toMatchObject({ method: "DELETE", path: `${UPLOAD_ENDPOINT}/u1` });
    expect(server.uploads.size).toBe(0);
  });

  it("fails with the server's own words when it refuses the file, without retrying", async () => {
    const tooBig = "This video is larger than the 500 MB limit.";
    server.refuseCreation = { status: 413, body: JSON.stringify({ error: { message: tooBig } }) };
    await expect(uploadVideoFile(videoFile(1_000).file, { onProgress: () => {} }).done).rejects.toThrow(tooBig);
    expect(server.requests).toHaveLength(1);

    // tus's plain-text answers are shown as they are; an empty one as the generic failure.
    server.refuseCreation = { status: 400, body: "Upload-Length or Upload-Defer-Length header required\n" };
    await expect(uploadVideoFile(videoFile(1_000).file, { onProgress: () => {} }).done).rejects.toThrow("Upload-Length or Upload-Defer-Length header required");
    server.refuseCreation = { status: 403, body: "" };
    await expect(uploadVideoFile(videoFile(1_000).file, { onProgress: () => {} }).done).rejects.toThrow(FEED_MESSAGES.videoFailed);
  });
});
