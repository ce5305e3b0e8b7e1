/* eslint-disable */
import { message } from "../runtime.js";

export const feed_time_ago = /* @__PURE__ */ message("feed_time_ago", (i) => {
if (i?.unit === "second") return (`${i?.count} s ago`); if (i?.unit === "minute") return (`${i?.count} min ago`); if (i?.unit === "hour") return (`${i?.count} h ago`); if (i?.unit === "day") return (`${i?.count} d ago`); if (i?.unit === "month") return (`${i?.count} mo ago`); if (i?.unit === "year") return (`${i?.count} y ago`); return ("feed_time_ago");
});
