/* eslint-disable */
import { message } from "../runtime.js";

export const people_answers_given = /* @__PURE__ */ message("people_answers_given", (i) => {
if (i?.form === "one") return (`${i?.count} answer given`); if (i?.form === "other") return (`${i?.count} answers given`); return ("people_answers_given");
});
