/**
 * No missed message: a message sent after an open conversation (or a room's chat) first read its
 * messages but before the socket listened appears without a reload, and so do messages sent while
 * the server holding the socket restarted. The tests force each gap by holding the expert's socket
 * (page.routeWebSocket) until the message has been sent. The conversation comes from the test-only
 * endpoint POST /api/test/consultation-now (the signed-in caller becomes a verified expert).
 */
import type { Page } from "@playwright/test";
import { expect, personContext, signUpViaApi, test } from "../fixtures.ts";
import { startServerProcess } from "../server-process.ts";

const MESSAGES_SOCKET = /\/api\/messages\/socket$/;
const ROOM_SOCKET = /\/api\/rooms\/[^/]+\/socket$/;
const message = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });

/**
 * Holds the page's messages socket while the returned gate is closed: the page's WebSocket stays
 * connecting, as on a slow network, and connects once `open` is called.
 */
async function gateSocket(page: Page, url = MESSAGES_SOCKET) {
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  await page.routeWebSocket(url, async (ws) => {
    await gate;
    ws.connectToServer();
  });
  return {
    close: () => {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

/** A client and an expert with a conversation between them, on the server at `baseURL`. */
async function conversationBetween(client: Page, expert: Page, baseURL: string) {
  const { email: clientEmail } = await signUpViaApi(client, "client", baseURL, "Kavya Nair");
  await signUpViaApi(expert, "expert", baseURL, "Rohan Das");
  const booked = await expert.request.post(`${baseURL}/api/test/consultation-now`, {
    data: { clientEmail, consultationType: "chat", startsInMinutes: 60 },
    headers: { origin: baseURL },
  });
  expect(booked.status()).toBe(201);
  const list = await expert.request.get(`${baseURL}/api/messages/conversations`);
  const { items } = (await list.json()) as { items: { id: string }[] };
  return items[0]!.id;
}

const send = async (page: Page, baseURL: string, conversationId: string, body: string) => {
  const res = await page.request.post(`${baseURL}/api/messages/conversations/${conversationId}/messages`, { data: { body }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
};

test("a message sent between the conversation's first read and its socket appears without a reload", async ({ page: client, browser, baseURL }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const { context, page: expert } = await personContext(browser, baseURL!, errors);
  const id = await conversationBetween(client, expert, baseURL!);

  const socket = await gateSocket(expert);
  socket.close();
  await expert.goto(`/messages/${id}`);
  // The first read is done: the conversation is empty, and the socket is still connecting.
  await expect(expert.getByText("No messages yet. Say hello to Kavya Nair.")).toBeVisible();
  await send(client, baseURL!, id, "Sent before your app was listening");

  socket.open();
  await expect(message(expert, "Sent before your app was listening")).toBeVisible();
  await expect(message(expert, "Sent before your app was listening")).toHaveCount(1);
  // Live from then on, once each.
  await send(client, baseURL!, id, "And one after");
  await expect(message(expert, "And one after")).toHaveCount(1);
  await expect(expert.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(2);
  expect(errors).toEqual([]);
  await context.close();
});

test("a room's chat shows what was said between its first read and its socket", async ({ page: client, browser, baseURL }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const { context, page: expert } = await personContext(browser, baseURL!, errors);
  const { email: clientEmail } = await signUpViaApi(client, "client", baseURL, "Kavya Nair");
  await signUpViaApi(expert, "expert", baseURL, "Rohan Das");
  const booked = await expert.request.post("/api/test/consultation-now", { data: { clientEmail, consultationType: "chat" }, headers: { origin: baseURL! } });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };

  const socket = await gateSocket(client, ROOM_SOCKET);
  socket.close();
  await client.goto(`/session/${bookingId}`);
  await client.getByRole("button", { name: "Join now" }).click();
  const chat = client.getByRole("region", { name: "Chat" });
  await expect(chat.getByText(/^No messages yet\. Say hello to/)).toBeVisible();
  const said = await expert.request.post(`/api/rooms/${bookingId}/messages`, { data: { body: "Said before your room connected" }, headers: { origin: baseURL! } });
  expect(said.status()).toBe(201);

  socket.open();
  await expect(chat.getByRole("listitem").filter({ hasText: "Said before your room connected" })).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});

test("after the server holding the socket restarts, the messages sent meanwhile appear", async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startServerProcess("restart");
  try {
    const errors: string[] = [];
    const { context: clientContext, page: client } = await personContext(browser, server.url, errors);
    const { context: expertContext, page: expert } = await personContext(browser, server.url, errors);
    const id = await conversationBetween(client, expert, server.url);
    const socket = await gateSocket(expert);

    await expert.goto(`/messages/${id}`);
    await send(client, server.url, id, "Before the restart");
    await expect(message(expert, "Before the restart")).toBeVisible();

    // The expert's app tries to reconnect throughout; each try waits until the message is sent.
    socket.close();
    await server.stop();
    await server.start();
    await send(client, server.url, id, "Sent while you were reconnecting");
    socket.open();
    await expect(message(expert, "Sent while you were reconnecting")).toBeVisible({ timeout: 20_000 });
    await expect(expert.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(2);
    // And the reopened socket is live.
    await send(client, server.url, id, "Live again");
    await expect(message(expert, "Live again")).toBeVisible();

    // A request made while the server was down fails as the test meant it to.
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE/.test(e))).toEqual([]);
    await clientContext.close();
    await expertContext.close();
  } finally {
    await server.stop();
  }
});
