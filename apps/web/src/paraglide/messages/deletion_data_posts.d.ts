/**
* | output |
* | --- |
* | "Posts, videos, questions and answers you shared" |
*
* @param {Deletion_Data_PostsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_posts: ((inputs?: Deletion_Data_PostsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_PostsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_PostsInputs = {};
