/* eslint-disable */
import { message } from "../runtime.js";

export const room_open_failed = /* @__PURE__ */ message("room_open_failed", (i) => {
return (`Could not open the session`)
});
