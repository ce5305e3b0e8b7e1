/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Posts_SharedInputs */

const en_home_posts_shared = /** @type {(inputs: Home_Posts_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts shared`)
};

const hi_home_posts_shared = /** @type {(inputs: Home_Posts_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साझा की गई पोस्ट`)
};

/**
* | output |
* | --- |
* | "Posts shared" |
*
* @param {Home_Posts_SharedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_posts_shared = /** @type {((inputs?: Home_Posts_SharedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Posts_SharedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_posts_shared(inputs)
	return en_home_posts_shared(inputs)
});