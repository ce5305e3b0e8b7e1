/* eslint-disable */
import { message } from "../runtime.js";

export const room_send_failed = /* @__PURE__ */ message("room_send_failed", (i) => {
return (`Could not send. Try again.`)
});
