/* eslint-disable */
import { message } from "../runtime.js";

export const room_too_many_title = /* @__PURE__ */ message("room_too_many_title", (i) => {
return (`Open in too many places`)
});
