/* eslint-disable */
import { message } from "../runtime.js";

export const feed_time_in = /* @__PURE__ */ message("feed_time_in", (i) => {
if (i?.unit === "second") return (`in ${i?.count} s`); if (i?.unit === "minute") return (`in ${i?.count} min`); if (i?.unit === "hour") return (`in ${i?.count} h`); if (i?.unit === "day") return (`in ${i?.count} d`); if (i?.unit === "month") return (`in ${i?.count} mo`); if (i?.unit === "year") return (`in ${i?.count} y`); return ("feed_time_in");
});
