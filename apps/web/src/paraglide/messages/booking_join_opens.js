/* eslint-disable */
import { message } from "../runtime.js";

export const booking_join_opens = /* @__PURE__ */ message("booking_join_opens", (i) => {
return (`Join Session opens at ${i?.time}, ${i?.date}`)
});
