/* eslint-disable */
import { message } from "../runtime.js";

export const room_left = /* @__PURE__ */ message("room_left", (i) => {
return (`You left the session`)
});
