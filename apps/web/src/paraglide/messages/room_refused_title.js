/* eslint-disable */
import { message } from "../runtime.js";

export const room_refused_title = /* @__PURE__ */ message("room_refused_title", (i) => {
return (`You were disconnected`)
});
