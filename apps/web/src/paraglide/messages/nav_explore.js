/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ExploreInputs */

const en_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const hi_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खोजें`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Nav_ExploreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_explore = /** @type {((inputs?: Nav_ExploreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ExploreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_explore(inputs)
	return en_nav_explore(inputs)
});