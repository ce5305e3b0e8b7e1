/* eslint-disable */
import { message } from "../runtime.js";

export const room_sign_in_title = /* @__PURE__ */ message("room_sign_in_title", (i) => {
return (`Sign in to join your session`)
});
