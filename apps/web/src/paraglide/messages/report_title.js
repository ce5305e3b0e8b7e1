/* eslint-disable */
import { message } from "../runtime.js";

export const report_title = /* @__PURE__ */ message("report_title", (i) => {
if (i?.kind === "post") return (`Report this post`); if (i?.kind === "video") return (`Report this video`); if (i?.kind === "comment") return (`Report this comment`); if (i?.kind === "doubt") return (`Report this question`); if (i?.kind === "answer") return (`Report this answer`); if (i?.kind === "profile") return (`Report this profile`); return ("report_title");
});
