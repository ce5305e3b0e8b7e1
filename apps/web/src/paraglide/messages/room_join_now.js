/* eslint-disable */
import { message } from "../runtime.js";

export const room_join_now = /* @__PURE__ */ message("room_join_now", (i) => {
return (`Join now`)
});
