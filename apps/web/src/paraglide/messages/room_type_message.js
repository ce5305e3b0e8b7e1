/* eslint-disable */
import { message } from "../runtime.js";

export const room_type_message = /* @__PURE__ */ message("room_type_message", (i) => {
return (`Type a message`)
});
