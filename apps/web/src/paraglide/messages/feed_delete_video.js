/* eslint-disable */
import { message } from "../runtime.js";

export const feed_delete_video = /* @__PURE__ */ message("feed_delete_video", (i) => {
return (`Delete video`)
});
