/* eslint-disable */
import { message } from "../runtime.js";

export const room_opens_at = /* @__PURE__ */ message("room_opens_at", (i) => {
return (`The room opens at ${i?.time}`)
});
