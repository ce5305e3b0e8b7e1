/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answers_count = /* @__PURE__ */ message("doubts_answers_count", (i) => {
if (i?.form === "one") return (`${i?.count} answer`); if (i?.form === "other") return (`${i?.count} answers`); return ("doubts_answers_count");
});
