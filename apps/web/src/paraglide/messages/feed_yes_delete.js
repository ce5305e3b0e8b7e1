/* eslint-disable */
import { message } from "../runtime.js";

export const feed_yes_delete = /* @__PURE__ */ message("feed_yes_delete", (i) => {
return (`Yes, delete`)
});
