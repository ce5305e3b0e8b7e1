/* eslint-disable */
import { message } from "../runtime.js";

export const room_not_found = /* @__PURE__ */ message("room_not_found", (i) => {
return (`Session not found`)
});
