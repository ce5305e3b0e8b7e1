/* eslint-disable */
import { message } from "../runtime.js";

export const feed_resuming = /* @__PURE__ */ message("feed_resuming", (i) => {
return (`Resuming your earlier upload…`)
});
