/* eslint-disable */
import { message } from "../runtime.js";

export const people_answers = /* @__PURE__ */ message("people_answers", (i) => {
if (i?.form === "one") return (`${i?.count} answer`); if (i?.form === "other") return (`${i?.count} answers`); return ("people_answers");
});
