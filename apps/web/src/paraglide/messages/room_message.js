/* eslint-disable */
import { message } from "../runtime.js";

export const room_message = /* @__PURE__ */ message("room_message", (i) => {
return (`Message`)
});
