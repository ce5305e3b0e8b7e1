/* eslint-disable */
import { message } from "../runtime.js";

export const room_refused_description = /* @__PURE__ */ message("room_refused_description", (i) => {
return (`The connection was closed. Reload the page to join again.`)
});
