/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Create_PostInputs */

const en_home_create_post = /** @type {(inputs: Home_Create_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Post`)
};

const hi_home_create_post = /** @type {(inputs: Home_Create_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पोस्ट लिखें`)
};

/**
* | output |
* | --- |
* | "Create Post" |
*
* @param {Home_Create_PostInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_create_post = /** @type {((inputs?: Home_Create_PostInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Create_PostInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_create_post(inputs)
	return en_home_create_post(inputs)
});