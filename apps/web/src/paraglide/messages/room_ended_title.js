/* eslint-disable */
import { message } from "../runtime.js";

export const room_ended_title = /* @__PURE__ */ message("room_ended_title", (i) => {
return (`This session has ended`)
});
