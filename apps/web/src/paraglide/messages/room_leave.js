/* eslint-disable */
import { message } from "../runtime.js";

export const room_leave = /* @__PURE__ */ message("room_leave", (i) => {
return (`Leave`)
});
