/* eslint-disable */
import { message } from "../runtime.js";

export const feed_views = /* @__PURE__ */ message("feed_views", (i) => {
if (i?.form === "one") return (`${i?.shown} view`); if (i?.form === "other") return (`${i?.shown} views`); return ("feed_views");
});
