/**
 * A tus server in memory, reached through a stand-in for XMLHttpRequest (what tus-js-client's
 * browser build sends with): creation, HEAD, PATCH at the server's offset, DELETE. A test can cut
 * the next PATCH's connection part-way (the bytes that arrived are kept, as tus servers do), take
 * the server off the network then or at any time, or refuse the creation as the real server
 * refuses a file.
 */

export interface FakeUpload {
  length: number;
  bytes: Uint8Array;
  offset: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export class FakeTusServer {
  readonly uploads = new Map<string, FakeUpload>();
  readonly requests: SeenRequest[] = [];
  /** the next PATCH's connection drops after this many of its bytes arrived */
  cutNextPatchAfter: number | undefined;
  /** and then the server stays off the network (`down`) */
  downAfterCut = false;
  /** every request fails as a dropped connection */
  down = false;
  /** the answer to the next creation, instead of creating */
  refuseCreation: Answer | undefined;
  private nextId = 1;

  /** A class to put in place of XMLHttpRequest, talking to this server. */
  xhr(): typeof XMLHttpRequest {
    const receive = this.receive.bind(this);
    return class extends FakeXhr {
      protected readonly receive = receive;
    } as unknown as typeof XMLHttpRequest;
  }

  /** What the server does with a request: an answer, or a dropped connection. */
  receive(method: string, path: string, headers: Record<string, string>, body: Uint8Array | null): Answer | "dropped" {
    this.requests.push({ method, path, headers });
    if (this.down) return "dropped";
    const tus = { "Tus-Resumable": "1.0.0" };
    if (method === "POST") {
      const refused = this.refuseCreation;
      this.refuseCreation = undefined;
      if (refused) return refused;
      const id = `u${this.nextId++}`;
      const length = Number(headers["upload-length"]);
      this.uploads.set(id, { length, bytes: new Uint8Array(length), offset: 0 });
      return { status: 201, headers: { ...tus, Location: `${path}/${id}` } };
    }
    const upload = this.uploads.get(path.split("/").pop()!);
    if (!upload) return { status: 404, body: "The file for this url was not found\n" };
    if (method === "HEAD") return { status: 200, headers: { ...tus, "Upload-Offset": String(upload.offset), "Upload-Length": String(upload.length) } };
    if (method === "DELETE") {
      this.uploads.delete(path.split("/").pop()!);
      return { status: 204, headers: tus };
    }
    if (method === "PATCH") {
      if (Number(headers["upload-offset"]) !== upload.offset) return { status: 409, body: "Upload-Offset header does not match the current offset\n" };
      const bytes = body ?? new Uint8Array();
      const cut = this.cutNextPatchAfter;
      this.cutNextPatchAfter = undefined;
      const kept = cut === undefined ? bytes : bytes.subarray(0, cut);
      upload.bytes.set(kept, upload.offset);
      upload.offset += kept.length;
      if (cut !== undefined) {
        this.down = this.downAfterCut;
        return "dropped";
      }
      return { status: 204, headers: { ...tus, "Upload-Offset": String(upload.offset) } };
    }
    return { status: 405 };
  }
}

/** Just enough of XMLHttpRequest for tus-js-client: open, headers, send, abort, load and error. */
abstract class FakeXhr {
  protected abstract readonly receive: FakeTusServer["receive"];
  readonly upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  status = 0;
  responseText = "";
  private method = "GET";
  private url = "";
  private readonly headers: Record<string, string> = {};
  private responseHeaders: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  abort() {
    this.aborted = true;
  }

  send(body: Blob | null = null) {
    void (async () => {
      const bytes = body ? new Uint8Array(await body.arrayBuffer()) : null;
      // Answered on a later task, as the network would.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (this.aborted) return;
      const path = new URL(this.url, location.href).pathname;
      const answer = this.receive(this.method, path, this.headers, bytes);
      if (answer === "dropped") return this.onerror?.(new Error("connection reset"));
      if (bytes) this.upload.onprogress?.({ lengthComputable: true, loaded: bytes.length });
      this.status = answer.status;
      this.responseText = answer.body ?? "";
      this.responseHeaders = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      this.onload?.();
    })();
  }
}
