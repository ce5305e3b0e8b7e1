/* eslint-disable */
import { message } from "../runtime.js";

export const room_ended_description = /* @__PURE__ */ message("room_ended_description", (i) => {
return (`The room is closed.`)
});
