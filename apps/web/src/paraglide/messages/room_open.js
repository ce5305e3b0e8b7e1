/* eslint-disable */
import { message } from "../runtime.js";

export const room_open = /* @__PURE__ */ message("room_open", (i) => {
return (`The room is open`)
});
