/* eslint-disable */
import { message } from "../runtime.js";

export const room_send = /* @__PURE__ */ message("room_send", (i) => {
return (`Send`)
});
