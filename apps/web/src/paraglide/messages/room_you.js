/* eslint-disable */
import { message } from "../runtime.js";

export const room_you = /* @__PURE__ */ message("room_you", (i) => {
return (`You`)
});
