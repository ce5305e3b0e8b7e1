/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_posts = /* @__PURE__ */ message("deletion_data_posts", (i) => {
return (`Posts, videos, questions and answers you shared`)
});
