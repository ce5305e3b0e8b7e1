/* eslint-disable */
import { message } from "../runtime.js";

export const room_waiting = /* @__PURE__ */ message("room_waiting", (i) => {
return (`Waiting for ${i?.name} to join…`)
});
