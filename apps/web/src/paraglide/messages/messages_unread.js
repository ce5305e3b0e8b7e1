/* eslint-disable */
import { message } from "../runtime.js";

export const messages_unread = /* @__PURE__ */ message("messages_unread", (i) => {
const n = (Number(i?.count) === 1 ? "one" : "other"); if (n === "one") return (`${i?.count} unread message`); if (n === "other") return (`${i?.count} unread messages`); return ("messages_unread");
});
